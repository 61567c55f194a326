// A stop (SIGTERM, as an orchestrator or `docker stop` sends it) while a publish is under way: the
// server stops taking connections at once, lets the publish's request arrive whole, builds the site,
// answers, and only then exits, with status 0.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle, type ServerBundle } from "./test/server-bundle";

let bundle: ServerBundle;
beforeAll(async () => {
  bundle = await buildServerBundle("shutdown-test");
}, 60_000);
afterAll(() => bundle?.remove());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): number {
  return 4100 + Math.floor(Math.random() * 800);
}

/** A JSON call to the server; `token` as a bearer. */
async function call(port: number, method: string, path: string, json: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", origin: `http://localhost:${port}` };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`http://localhost:${port}${path}`, { method, headers, body: JSON.stringify(json) });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Whether a new connection to the port is refused. */
async function refused(port: number): Promise<boolean> {
  try {
    await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
  }
}

describe("stopping the server", () => {
  it("finishes a publish whose request was under way at SIGTERM, then exits 0", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webcraft-shutdown-"));
    const port = freePort();
    const child = spawn(process.execPath, ["--enable-source-maps", bundle.mainJs], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? "", PORT: String(port), DATA_DIR: dataDir, MAIL_SMTP_PORT: "0" },
    });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      for (let i = 0; !output.includes("[webcraft] serving"); i++) {
        if (child.exitCode !== null || i === 600) throw new Error(`the server did not start: ${output}`);
        await sleep(100);
      }
      const account = { name: "Stopper", email: "stopper@example.com", password: "correct horse battery" };
      const signUp = await call(port, "POST", "/api/auth/sign-up/email", account);
      expect(signUp.status).toBe(200);
      const token = signUp.headers.get("set-auth-token") ?? "";
      expect((await call(port, "POST", "/api/organizations", { name: "Stop Co" }, token)).status).toBe(201);
      const site = await call(port, "POST", "/api/sites", { name: "Stopping" }, token);
      expect(site.status).toBe(201);

      // The publish's head goes now, its body only once the server has been told to stop.
      const body = Buffer.from(JSON.stringify({ site_id: site.body.id }));
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const publish = httpRequest(
          {
            host: "localhost",
            port,
            method: "POST",
            path: "/site/publish",
            headers: {
              authorization: `Bearer ${token}`,
              "content-type": "application/json",
              "content-length": body.length,
            },
          },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        publish.on("error", reject);
        publish.write(body.subarray(0, 5));
        publish.flushHeaders();
        setTimeout(async () => {
          child.kill("SIGTERM");
          // New connections are refused from now on, while the one under way stays open.
          for (let i = 0; i < 50 && !(await refused(port)); i++) await sleep(50);
          publish.end(body.subarray(5));
        }, 300);
      });
      const published = await answer;
      expect(published.status, published.text).toBe(200);
      expect(JSON.parse(published.text)).toMatchObject({ deployment_id: expect.any(String) });
      expect(await refused(port)).toBe(true);
      expect(await exited).toBe(0);
      expect(output).toContain("SIGTERM: finishing open requests");
      expect(output).toContain("[webcraft] stopped");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
