// The real app for the benchmarks. Child mode (`--app PORT`, bundled by startBundledApp): boots on a
// fresh SQLite database in a temporary DATA_DIR and listens as production does, with its site front;
// SIGTERM closes it and removes the folder. Parent side: an owner signed up with a site, over HTTP.
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Boots the app on `port` (not listening yet); `listen()` starts serving and prints "ready". */
export async function bootBenchApp(port: number, extraEnv: Record<string, string> = {}) {
  const { bootApp } = await import("../server/boot");
  const { loadEnv } = await import("../server/env");
  const { startProcessServer } = await import("../server/site/host/process-server");
  const dataDir = mkdtempSync(join(tmpdir(), "webcraft-bench-"));
  const env = loadEnv({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: "production", ...extraEnv });
  const { app, deps, close } = await bootApp(env, { log: () => undefined });
  async function listen() {
    const server = startProcessServer(deps, app.fetch, { port, host: "127.0.0.1" });
    await server.ready;
    console.info("ready");
    process.on("SIGTERM", async () => {
      await server.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
  return { app, deps, listen };
}

export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request to 127.0.0.1:`port` with `host` as the Host header. */
export function httpCall(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: Buffer | string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { ...headers, host }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Signs an owner up through the app's own API on `port` (the app origin `http://localhost:PORT`), with an
 * organization and a site (created with `create`, the starter site by default): what the media benchmarks
 * upload with. `call` sends as that owner.
 */
export async function ownerWithSite(port: number, create: Record<string, unknown> = { name: "Shop" }) {
  const appHost = `localhost:${port}`;
  const origin = `http://${appHost}`;
  const json = { "content-type": "application/json", origin };
  const account = { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "correct horse battery" };
  const signUp = await httpCall(port, appHost, "POST", "/api/auth/sign-up/email", JSON.stringify(account), json);
  const token = signUp.headers["set-auth-token"];
  if (signUp.status !== 200 || typeof token !== "string") throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  const auth = { authorization: `Bearer ${token}`, origin };
  const call = (method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) =>
    httpCall(port, appHost, method, path, body, { ...auth, ...headers });
  const sendJson = async (path: string, value: unknown) => {
    const answer = await call("POST", path, JSON.stringify(value), { "content-type": "application/json" });
    if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body.toString("utf8"));
  };
  await sendJson("/api/organizations", { name: "Bench" });
  const site = (await sendJson("/api/sites", create)) as { id: string; slug: string };
  /** POSTs `bytes` to the site's media library as `name`, as the library's page does. */
  const upload = (name: string, bytes: Buffer) =>
    call("POST", `/api/sites/${site.id}/media?name=${encodeURIComponent(name)}`, bytes, {
      "content-type": "application/octet-stream",
    });
  return { site, siteHost: `${site.slug}.localhost:${port}`, call, upload };
}

// Not "--serve": hosting-site.ts, which has that mode, bundles this file too.
if (process.argv[2] === "--app") await (await bootBenchApp(Number(process.argv[3]))).listen();
