// Code that has escaped the site realm runs as the sandbox process's own program here: every attack below
// must be refused by the runtime's permission model or by the kernel, not by any check of ours.
import { once } from "node:events";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxExit, startSandboxProcess } from "./sandbox-process";

/** Runs each attack and prints `{ [attack]: "ALLOWED: …" | "<code> <message>" }` as one line. */
const ESCAPED_PROGRAM = `
import * as fs from "node:fs";
import * as net from "node:net";
const targets = JSON.parse(fs.readFileSync(0, "utf8"));
const results = {};
async function attempt(name, attack) {
  try {
    results[name] = "ALLOWED: " + String(await attack()).slice(0, 80);
  } catch (error) {
    results[name] = (error.code ?? error.name) + " " + error.message;
  }
}
function socket(port, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const client = net.connect({ port, host, timeout: 2000 });
    client.on("connect", () => { client.destroy(); resolve("connected to " + host + ":" + port); });
    client.on("timeout", () => { client.destroy(); reject(Object.assign(new Error("timed out"), { code: "TIMEOUT" })); });
    client.on("error", reject);
  });
}
await attempt("read the auth secret", () => fs.readFileSync(targets.authSecret, "utf8"));
await attempt("read the database", () => fs.readFileSync(targets.database).length);
await attempt("read /etc/passwd", () => fs.readFileSync("/etc/passwd", "utf8"));
await attempt("read the server's environment", () => fs.readFileSync("/proc/" + targets.serverPid + "/environ", "utf8"));
await attempt("list the server's files", () => fs.readdirSync(targets.dataDir).join(","));
await attempt("write a file", () => fs.writeFileSync("/tmp/escaped.txt", "x"));
await attempt("spawn a shell", async () => (await import("node:child_process")).execSync("id").toString());
await attempt("start a worker thread", async () => new (await import("node:worker_threads")).Worker("0", { eval: true }));
await attempt("load a native addon", () => process.dlopen({ exports: {} }, targets.addon));
await attempt("open the inspector", async () => (await import("node:inspector")).open(0));
await attempt("connect to the app port", () => socket(targets.appPort));
await attempt("connect to PostgreSQL", () => socket(5432));
await attempt("connect beyond the machine", () => socket(80, "10.1.2.3"));
results.environment = Object.keys(process.env).join(",");
results.uid = String(process.getuid());
process.stdout.write(JSON.stringify(results) + "\\n");
`;

let folder: string;
let program: string;
let appPort: Server;
let results: Record<string, string>;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "webcraft-containment-"));
  chmodSync(folder, 0o755);
  program = join(folder, "escaped.mjs");
  writeFileSync(program, ESCAPED_PROGRAM, { mode: 0o644 });
  // A data folder as the server keeps one, readable by everyone so that only the sandbox stands in the way.
  writeFileSync(join(folder, "auth-secret"), "the-auth-secret-0123456789", { mode: 0o644 });
  const database = new Database(join(folder, "webcraft.db"));
  database.exec("create table session (token text); insert into session values ('a-session-token');");
  database.close();
  chmodSync(join(folder, "webcraft.db"), 0o644);
  appPort = createServer((socket) => socket.end()).listen(0, "127.0.0.1");
  await once(appPort, "listening");
  const port = (appPort.address() as { port: number }).port;
  // The port answers from outside the sandbox, so a refusal inside is the sandbox's doing.
  const outside = connect(port, "127.0.0.1");
  await once(outside, "connect");
  outside.destroy();

  const child = startSandboxProcess({ programFile: program, memoryMb: 128 });
  const exit = sandboxExit(child);
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stdin?.end(
    JSON.stringify({
      authSecret: join(folder, "auth-secret"),
      database: join(folder, "webcraft.db"),
      dataDir: folder,
      serverPid: process.pid,
      appPort: port,
      addon: new URL("../../../node_modules/better-sqlite3/build/Release/better_sqlite3.node", import.meta.url)
        .pathname,
    }),
  );
  const ended = await exit;
  if (output === "") throw new Error(`the escaped program printed nothing: ${JSON.stringify(ended)}`);
  results = JSON.parse(output) as Record<string, string>;
  for (const [attack, outcome] of Object.entries(results)) console.info(`${attack.padEnd(32)} ${outcome}`);
}, 30_000);

afterAll(() => {
  appPort?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a prerender sandbox refuses code that escaped the site realm", () => {
  it.each([
    "read the auth secret",
    "read the database",
    "read /etc/passwd",
    "read the server's environment",
    "list the server's files",
    "write a file",
    "spawn a shell",
    "start a worker thread",
    "open the inspector",
  ])("%s: the permission model refuses it", (attack) => {
    expect(results[attack]).toMatch(/^ERR_ACCESS_DENIED /);
  });

  it("load a native addon: addons are off", () => {
    expect(results["load a native addon"]).toMatch(/^ERR_DLOPEN_DISABLED /);
  });

  it.each([
    ["connect to the app port", /^ECONNREFUSED /],
    ["connect to PostgreSQL", /^ECONNREFUSED /],
    ["connect beyond the machine", /^ENETUNREACH /],
  ])("%s: the sandbox's own network namespace has nothing to reach", (attack, refusal) => {
    expect(results[attack]).toMatch(refusal);
  });

  it("has no environment but PWD (set by bubblewrap) and, where the server is root, runs as nobody", () => {
    expect(results.environment).toBe("PWD");
    expect(results.uid).toBe(process.getuid?.() === 0 ? "65534" : String(process.getuid?.()));
  });
});
