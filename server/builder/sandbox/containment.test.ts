// Code that has escaped the site realm runs as the sandbox process's own program here (escaped-program.ts):
// every attack must be refused by the runtime's permission model or by the kernel, not by any check of ours.
// It runs three times: with every layer; with Node's permission model off, as if native code had got past
// it (bubblewrap, seccomp and the resource limits alone); and with seccomp off too, to show what bubblewrap
// and the limits refuse by themselves.
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESCAPED_PROGRAM } from "./escaped-program";
import { addressSpaceBytes, type SandboxOptions, sandboxExit, startSandboxProcess } from "./sandbox-process";
import {
  canProbeSyscalls,
  describeProbeResult,
  probeRequest,
  SYSCALL_PROBES,
  writeSyscallProbe,
} from "./syscall-probe";

const MEMORY_MB = 128;
/** better-sqlite3's prebuilt addon for this machine, as the server loads it. */
const hostAddon = new URL(
  `../../../node_modules/better-sqlite3/prebuilds/${process.platform}-${process.arch}.node`,
  import.meta.url,
).pathname;
type Results = Record<string, string>;

let folder: string;
let appPort: Server;
let targets: string;
const runs: Record<"all layers" | "permission model off" | "bubblewrap and limits alone", Results> = {
  "all layers": {},
  "permission model off": {},
  "bubblewrap and limits alone": {},
};

async function runEscaped(label: keyof typeof runs, testing: SandboxOptions["testing"]): Promise<void> {
  const extraFiles = canProbeSyscalls ? [join(folder, "syscall-probe")] : [];
  const options = {
    programFile: join(folder, "escaped.mjs"),
    memoryMb: MEMORY_MB,
    testing: { ...testing, extraFiles },
  };
  const child = startSandboxProcess(options);
  const exit = sandboxExit(child);
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stdin?.end(targets);
  const ended = await exit;
  const results: Results = {};
  for (const line of output.split("\n").filter(Boolean)) {
    const [attack, outcome] = JSON.parse(line) as [string, string];
    results[attack] = outcome.startsWith("probe ")
      ? describeProbeResult(Buffer.from(outcome.slice(6), "hex"))
      : outcome;
  }
  if (results.done === undefined) {
    const fatal = ended.stderr.split("\n").find((text) => text.startsWith("# Fatal")) ?? ended.stderr.slice(0, 200);
    results["ended early"] = `code ${ended.code} signal ${ended.signal}: ${fatal.replace(/^# /, "")}`;
  }
  delete results.done;
  runs[label] = results;
  const lines = Object.entries(results).map(([attack, outcome]) => `${attack.padEnd(40)} ${outcome}`);
  console.info(`--- ${label} ---\n${lines.join("\n")}`);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "webcraft-containment-"));
  chmodSync(folder, 0o755);
  writeFileSync(join(folder, "escaped.mjs"), ESCAPED_PROGRAM, { mode: 0o644 });
  if (canProbeSyscalls) writeSyscallProbe(join(folder, "syscall-probe"));
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
  const probes = canProbeSyscalls ? SYSCALL_PROBES : {};
  // A native addon the server itself loads, so a refusal inside means the sandbox hides or refuses it.
  expect(existsSync(hostAddon)).toBe(true);
  targets = JSON.stringify({
    authSecret: join(folder, "auth-secret"),
    database: join(folder, "webcraft.db"),
    dataDir: folder,
    serverPid: process.pid,
    appPort: port,
    addon: hostAddon,
    probes: Object.fromEntries(
      Object.entries(probes).map(([name, call]) => [name, probeRequest(call).toString("hex")]),
    ),
  });
  await runEscaped("all layers", {});
  await runEscaped("permission model off", { withoutPermissionModel: true });
  await runEscaped("bubblewrap and limits alone", { withoutPermissionModel: true, withoutSeccomp: true });
}, 60_000);

afterAll(() => {
  appPort?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What every run shares: Node 24, an empty environment, nobody, and memory the kernel caps. */
function expectCommonGround(results: Results): void {
  expect(results["node version"]).toMatch(/^v24\./);
  expect(results.environment).toBe("PWD");
  expect(results.uid).toBe(process.getuid?.() === 0 ? "65534" : String(process.getuid?.()));
  const refused = /^ERR_MEMORY_ALLOCATION_FAILED refused after (\d+) MB/.exec(results["allocate past the limit"] ?? "");
  expect(refused, results["allocate past the limit"]).not.toBeNull();
  expect(Number(refused?.[1]) * 1024 * 1024).toBeLessThan(addressSpaceBytes(MEMORY_MB));
}

describe("a prerender sandbox with every layer refuses code that escaped the site realm", () => {
  const results = () => runs["all layers"];

  it("runs Node 24 with no environment, as nobody, and the kernel stops allocation at its address-space limit", () => {
    expectCommonGround(results());
  });

  it.each([
    "read the auth secret",
    "read the database",
    "read /etc/passwd",
    "read the server's environment",
    "list the server's files",
    "list /usr",
    "write a file in /tmp",
    "write a file at the root",
    "write a file in /dev",
    "spawn a shell",
    "start a worker thread",
    "open the inspector",
    "run native code",
    "fork bomb",
  ])("%s: the permission model refuses it", (attack) => {
    expect(results()[attack]).toMatch(/^ERR_ACCESS_DENIED /);
  });

  it("load a native addon: addons are off", () => {
    expect(results()["load a native addon"]).toMatch(/^ERR_DLOPEN_DISABLED /);
  });

  it.each(["connect to the app port", "connect to PostgreSQL", "connect beyond the machine"])(
    "%s: seccomp refuses any socket but a local one",
    (attack) => {
      expect(results()[attack]).toMatch(/^EPERM /);
    },
  );
});

describe("with Node's permission model off, bubblewrap, seccomp and the resource limits still refuse it", () => {
  const results = () => runs["permission model off"];

  it("runs Node 24 with no environment, as nobody, under the seccomp filter and the resource limits", () => {
    expectCommonGround(results());
    expect(results().seccomp).toBe("ALLOWED: 2");
    const limits = results().limits ?? "";
    for (const limit of ["processes 16 16", "open files 64 64", "core file size 0 0", "cpu time 120 125"]) {
      expect(limits).toContain(limit);
    }
    expect(limits).toContain(`address space ${addressSpaceBytes(MEMORY_MB)} ${addressSpaceBytes(MEMORY_MB)}`);
  });

  it.each([
    "read the auth secret",
    "read the database",
    "read /etc/passwd",
    "read the server's environment",
    "list the server's files",
    "write a file in /tmp",
    "fill /dev/shm",
    "spawn a shell",
  ])("%s: not in the sandbox's file system", (attack) => {
    expect(results()[attack]).toMatch(/^ENOENT /);
  });

  it("holds no more of /usr than Node and prlimit need, all of it read-only, /dev included", () => {
    const listed = (results()["list /usr"] ?? "").replace(/^ALLOWED: /, "").split(",");
    expect(listed.every((entry) => ["bin", "lib", "lib32", "lib64", "libx32"].includes(entry))).toBe(true);
    expect(results()["list /usr/bin"]).toBe("ALLOWED: prlimit");
    expect(results()["write a file at the root"]).toMatch(/^EROFS /);
    expect(results()["write a file in /dev"]).toMatch(/^EROFS /);
    expect(results()["load a native addon"]).toMatch(/^ERR_DLOPEN_FAILED .*No such file/);
  });

  it.each(["connect to the app port", "connect to PostgreSQL", "connect beyond the machine"])(
    "%s: seccomp refuses any socket but a local one",
    (attack) => {
      expect(results()[attack]).toMatch(/^EPERM /);
    },
  );

  it("keeps no descriptor of the worker's but stdin, stdout and stderr (bubblewrap closed the filter's pipe)", () => {
    expect(results()["list sockets past stdio"]).toBe("ALLOWED: 0 sockets");
  });

  it("stops a fork bomb at the task limit and a second V8 isolate at the address-space limit", () => {
    expect(results()["fork bomb"]).toMatch(/^EAGAIN stopped after \d+ processes/);
    expect(results()["ended early"]).toMatch(/Failed to reserve virtual memory/);
  });

  it.runIf(canProbeSyscalls)("refuses native code the calls a prerender never needs", () => {
    expect(results()["native: getppid (allowed)"]).toMatch(/^ALLOWED/);
    expect(results()["native: clone3"]).toBe("ENOSYS");
    const refused = Object.keys(SYSCALL_PROBES).filter((name) => !/allowed|clone3/.test(name));
    for (const name of refused) expect(`${name}: ${results()[`native: ${name}`]}`).toBe(`${name}: EPERM`);
  });
});

describe("bubblewrap and the resource limits alone, without seccomp", () => {
  const results = () => runs["bubblewrap and limits alone"];

  it.runIf(canProbeSyscalls)(
    "refuse a nested user namespace (--disable-userns), while the filter's other calls get through",
    () => {
      expect(results()["native: unshare a user namespace (unshare -U)"]).toBe("ENOSPC");
      expect(results()["native: clone into a user namespace"]).toBe("ENOSPC");
      expect(results()["native: an AF_INET socket"]).toMatch(/^ALLOWED/);
      expect(results()["native: ptrace PTRACE_TRACEME"]).toMatch(/^ALLOWED/);
    },
  );

  it("leave the network namespace empty and stop a fork bomb", () => {
    expect(results()["connect to the app port"]).toMatch(/^ECONNREFUSED /);
    expect(results()["connect to PostgreSQL"]).toMatch(/^ECONNREFUSED /);
    expect(results()["connect beyond the machine"]).toMatch(/^ENETUNREACH /);
    expect(results()["fork bomb"]).toMatch(/^EAGAIN /);
    expectCommonGround(results());
  });
});
