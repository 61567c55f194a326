// autocannon ships no types: the part of its API the tests use.
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  };
  type Result = { "2xx": number; non2xx: number; errors: number; timeouts: number; requests: { average: number } };
  export default function autocannon(options: Options): Promise<Result>;
}
