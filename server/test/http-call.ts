// HTTP to a real server with a Host header of our choosing. fetch() always sends the URL's host, and a
// cluster's processes tell the app, the preview origin and each site apart by Host alone, so the tests
// speak node:http: to the balancer's port or straight to one process's.
import { Agent, request } from "node:http";
import { SERVED_BY } from "./haproxy";

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The process that answered, when the answer came through the balancer. */
  servedBy: string | undefined;
  bytes: Buffer;
  text: () => string;
  json: <T>() => T;
};

export type HttpInit = {
  method?: string;
  host: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** A keep-alive agent, for a test that polls one server many times a second. */
  agent?: Agent;
  timeoutMs?: number;
};

/** Sends one request to 127.0.0.1:`port` and reads the whole answer. */
export function httpCall(port: number, path: string, init: HttpInit): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...init.headers, host: init.host };
  if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers, agent: init.agent ?? false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const servedBy = response.headers[SERVED_BY];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            servedBy: typeof servedBy === "string" ? servedBy : undefined,
            bytes,
            text: () => bytes.toString("utf8"),
            json: <T>() => JSON.parse(bytes.toString("utf8")) as T,
          });
        });
      },
    );
    sent.setTimeout(init.timeoutMs ?? 30_000, () => sent.destroy(new Error(`no answer from :${port}${path}`)));
    sent.on("error", reject);
    sent.end(init.body);
  });
}

/** Keeps one connection open to a server so polling it costs a request, not a connection, each time. */
export function keepAliveAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}
