// The part of s3rver (which ships no types) that server/test/s3-server.ts uses.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type Options = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
