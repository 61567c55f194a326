// Test helpers: the real server listening on a port (with its site front, or SITE_FRONT=off), and
// clients that talk to it over sockets with the Host header a visitor's browser would send.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { Dialect } from "../../db/create-db";
import { testDialects } from "../../test/databases";
import { describeOnDb, type ExtraEnv, type TestApp } from "../../test/test-app";
import { startProcessServer } from "./process-server";
import type { HostingTimeouts } from "./timeouts";

/** Both ways published sites are served: by the site front process, and by the server's node:http alone. */
export const SITE_FRONT_MODES = ["on", "off"] as const;

/** Starts the server of `app` on a free loopback port, as main.ts does (SITE_FRONT comes from its env). */
export async function serve(app: TestApp, timeouts?: Partial<HostingTimeouts>) {
  const server = startProcessServer(app.deps, app.app.fetch, { port: 0, host: "127.0.0.1" }, timeouts);
  return { server, port: await server.ready, close: () => server.close() };
}

export type Served = Awaited<ReturnType<typeof serve>>;
type SiteFrontMode = (typeof SITE_FRONT_MODES)[number];

/**
 * The runs of a served suite: each way of serving sites and each database once. The front reads sites
 * through the server, so what it does is the same on either database: with PostgreSQL there, the front
 * runs on it (as in production) and SITE_FRONT=off on SQLite; without it, both ways on SQLite.
 */
function servedRuns(): [SiteFrontMode, Dialect][] {
  const dialects = testDialects();
  if (!dialects.includes("postgres")) return SITE_FRONT_MODES.map((mode) => [mode, "sqlite"]);
  return [
    ["on", "postgres"],
    ["off", "sqlite"],
  ];
}

/**
 * Runs the suite once per way of serving sites and per dialect (servedRuns), against the real server
 * listening on a port (`served()` inside tests). `extraEnv` adds to the app's env.
 */
export function describeServed(
  title: string,
  suite: (use: () => TestApp, served: () => Served, mode: SiteFrontMode) => void,
  timeouts?: Partial<HostingTimeouts>,
  extraEnv?: ExtraEnv,
) {
  for (const [mode, dialect] of servedRuns()) {
    describeOnDb(
      dialect,
      `${title} (SITE_FRONT=${mode})`,
      (use) => {
        let listening: Served | undefined;
        beforeAll(async () => {
          listening = await serve(use(), timeouts);
        });
        afterAll(() => listening?.close());
        const served = () => {
          if (!listening) throw new Error("the server is not listening");
          return listening;
        };
        suite(use, served, mode);
      },
      () => ({ ...(typeof extraEnv === "function" ? extraEnv() : extraEnv), SITE_FRONT: mode }),
    );
  }
}

/** A request over HTTP to `host` on the local `port`, answered as a Fetch Response. */
export function visitOver(port: number, host: string, path: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? "GET";
  const headers = Object.fromEntries(new Headers(init.headers));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method, headers: { ...headers, host }, setHost: false, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          const bodyless = method === "HEAD" || status === 204 || status === 304;
          const answerHeaders = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            answerHeaders.append(response.rawHeaders[i] ?? "", response.rawHeaders[i + 1] ?? "");
          }
          resolve(new Response(bodyless ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
      },
    );
    request.on("error", reject);
    request.end(typeof init.body === "string" ? init.body : undefined);
  });
}

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Sends raw bytes on one connection (several parts: one write each, back to back) and reads the answers,
 * one per entry of `heads` (true: bodyless, as for HEAD; 304s are bodyless anyway). Resolves after the
 * last answer, when the server closes, or after `waitMs`.
 */
export function exchange(
  port: number,
  bytes: string | string[],
  heads: boolean[],
  waitMs = 3000,
): Promise<{ responses: RawResponse[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let buffer = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    let closed = false;
    const timer = setTimeout(() => finish(), waitMs);
    function finish() {
      clearTimeout(timer);
      socket.destroy();
      resolve({ responses, closed });
    }
    function parse() {
      for (;;) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        const [statusLine = "", ...lines] = buffer.toString("latin1", 0, end).split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        const status = Number(statusLine.split(" ")[1]);
        const bodyless = heads[responses.length] || status === 304;
        const length = bodyless ? 0 : Number(headers["content-length"] ?? 0);
        if (buffer.length < end + 4 + length) return;
        responses.push({ status, headers, body: buffer.subarray(end + 4, end + 4 + length) });
        buffer = buffer.subarray(end + 4 + length);
        if (responses.length === heads.length) setTimeout(finish, 100);
      }
    }
    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      parse();
    });
    socket.on("end", () => {
      closed = true;
      finish();
    });
    socket.on("error", reject);
    socket.setNoDelay(true);
    const parts = typeof bytes === "string" ? [bytes] : bytes;
    const writeFrom = (index: number) => {
      if (index >= parts.length) return;
      socket.write(parts[index] as string);
      setImmediate(() => writeFrom(index + 1));
    };
    socket.once("connect", () => writeFrom(0));
  });
}
