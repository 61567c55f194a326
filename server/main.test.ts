import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import childBundles from "./child-bundles.json";

// Inside node_modules so the bundle resolves its packages like dist/server does.
const outdir = join(process.cwd(), "node_modules", ".cache", `main-test-${process.pid}`);
const mainJs = join(outdir, "main.js");

beforeAll(async () => {
  await build({
    // As scripts/build-server.mjs: main.js forks the site front (and build workers) from beside it.
    entryPoints: ["server/main.ts", ...childBundles],
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
}, 60_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

function startServer(env: Record<string, string>, execArgv: string[] = []) {
  const child = spawn(process.execPath, [...execArgv, mainJs], {
    // The inbound SMTP server on a free port, so two servers (or a developer's own) never clash on 2525.
    env: { PATH: process.env.PATH ?? "", MAIL_SMTP_PORT: "0", ...env },
    cwd: process.cwd(),
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

describe("the server process", () => {
  it("migrates a new SQLite database, serves, and exits cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webcraft-main-data-"));
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, server.child);
    expect(existsSync(join(dataDir, "webcraft.db"))).toBe(true);
    expect(existsSync(join(dataDir, "auth-secret"))).toBe(true);
    expect(server.output()).toContain("applied migrations: 0001-auth");
    expect(server.output()).toContain(`Node ${process.version})`);
    const pid = server.child.pid as number;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).map(Number);
    const front = children.find((child) => readFileSync(`/proc/${child}/cmdline`, "utf8").includes("site-front.js"));
    expect(front).toBeTypeOf("number");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM");
    expect(existsSync(`/proc/${front}`)).toBe(false);
  });

  it("says so and exits when its port is taken", async () => {
    const blocker = createServer().listen(0);
    await new Promise((resolve) => blocker.once("listening", resolve));
    const port = (blocker.address() as AddressInfo).port;
    const server = startServer({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "webcraft-busy-")) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`cannot listen on port ${port}: it is in use`);
    blocker.close();
  });

  it("refuses an older Node before anything else, in one line", async () => {
    // The server as an old Node would run it: the version it reads is the only difference.
    const olderNode = `data:text/javascript,Object.defineProperty(process, "version", { value: "v20.20.2" });`;
    const dataDir = mkdtempSync(join(tmpdir(), "webcraft-old-node-"));
    const server = startServer({ PORT: "3999", DATA_DIR: dataDir }, ["--import", olderNode]);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      /^\[webcraft\] Webcraft needs Node 24 or later, and this is Node v20\.20\.2: [^\n]+$/,
    );
    expect(existsSync(join(dataDir, "webcraft.db"))).toBe(false);
  });

  it("refuses to start with a bad environment and says what is wrong", async () => {
    const server = startServer({ PORT: "not-a-port", DATA_DIR: mkdtempSync(join(tmpdir(), "webcraft-bad-")) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid environment");
    expect(server.output()).toContain("PORT");
  });
});
