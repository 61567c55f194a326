// The containment test's stand-in for code that escaped the site realm: it runs as the sandbox's own program
// and tries what such code would, printing `[attack, "ALLOWED: …" | "<code> <message>"]` as a line for each,
// as soon as it knows (the last attempt may end the process), then `["done", ""]`. Its targets (the data
// folder's files, the server's pid, the app's port, native probes) come on stdin.

export const ESCAPED_PROGRAM = `
import * as fs from "node:fs";
import * as net from "node:net";
const targets = JSON.parse(fs.readFileSync(0, "utf8"));
function record(name, outcome) {
  fs.writeSync(1, JSON.stringify([name, outcome]) + "\\n");
}
async function attempt(name, attack) {
  try {
    record(name, "ALLOWED: " + String(await attack()).slice(0, 80));
  } catch (error) {
    record(name, (error.code ?? error.name) + " " + error.message.split("\\n")[0]);
  }
}
record("node version", process.version);
function socket(port, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const client = net.connect({ port, host, timeout: 2000 });
    client.on("connect", () => { client.destroy(); resolve("connected to " + host + ":" + port); });
    client.on("timeout", () => { client.destroy(); reject(Object.assign(new Error("timed out"), { code: "TIMEOUT" })); });
    client.on("error", reject);
  });
}
function failedAfter(what, error) {
  return Object.assign(new Error(what + ": " + error.message), { code: error.code ?? error.name });
}
await attempt("read the auth secret", () => fs.readFileSync(targets.authSecret, "utf8"));
await attempt("read the database", () => fs.readFileSync(targets.database).length);
await attempt("read /etc/passwd", () => fs.readFileSync("/etc/passwd", "utf8"));
await attempt("read the server's environment", () => fs.readFileSync("/proc/" + targets.serverPid + "/environ", "utf8"));
await attempt("list the server's files", () => fs.readdirSync(targets.dataDir).join(","));
await attempt("list /usr", () => fs.readdirSync("/usr").join(","));
await attempt("list /usr/bin", () => fs.readdirSync("/usr/bin").join(","));
await attempt("write a file in /tmp", () => fs.writeFileSync("/tmp/escaped.txt", "x"));
await attempt("write a file at the root", () => fs.writeFileSync("/escaped.txt", "x"));
await attempt("write a file in /dev", () => fs.writeFileSync("/dev/escaped", "x"));
await attempt("fill /dev/shm", () => fs.writeFileSync("/dev/shm/escaped", Buffer.alloc(1 << 20)));
await attempt("spawn a shell", async () => (await import("node:child_process")).execSync("id").toString());
await attempt("load a native addon", () => process.dlopen({ exports: {} }, targets.addon));
await attempt("open the inspector", async () => {
  const inspector = await import("node:inspector");
  inspector.open(0);
  return "listening at " + inspector.url();
});
await attempt("connect to the app port", () => socket(targets.appPort));
await attempt("connect to PostgreSQL", () => socket(5432));
await attempt("connect beyond the machine", () => socket(80, "10.1.2.3"));
await attempt("allocate past the limit", () => {
  const held = [];
  try {
    // Mapped, not filled: the address-space limit counts what a process maps, whether it touched it or not.
    for (let megabytes = 64; megabytes <= 16384; megabytes += 64) held.push(Buffer.allocUnsafeSlow(64 * 1024 * 1024));
    return "held 16 GB";
  } catch (error) {
    throw failedAfter("refused after " + held.length * 64 + " MB", error);
  }
});
await attempt("run native code", async () => {
  const { spawnSync } = await import("node:child_process");
  for (const [name, request] of Object.entries(targets.probes)) {
    const run = spawnSync("/sandbox/syscall-probe", { input: Buffer.from(request, "hex") });
    if (run.error) throw run.error;
    record("native: " + name, "probe " + run.stdout.toString("hex"));
  }
  return Object.keys(targets.probes).length + " probes ran";
});
await attempt("fork bomb", async () => {
  const { spawn } = await import("node:child_process");
  const children = [];
  let started = 0;
  try {
    while (started < 64) {
      const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], { stdio: "ignore" });
      children.push(child);
      await new Promise((resolve, reject) => { child.once("spawn", resolve); child.once("error", reject); });
      started += 1;
    }
    return "started 64 processes";
  } catch (error) {
    throw failedAfter("stopped after " + started + " processes", error);
  } finally {
    // Reaped before going on: a killed child not yet reaped still counts against the task limit, and the
    // worker thread tried last must meet the address-space limit, not a task limit full of the bomb's.
    const exited = children.map((child) =>
      child.pid === undefined || child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once("exit", resolve)));
    for (const child of children) child.kill("SIGKILL");
    await Promise.all(exited);
  }
});
await attempt("seccomp", () => /Seccomp:\\s*(\\d)/.exec(fs.readFileSync("/proc/self/status", "utf8"))[1]);
await attempt("read its own limits", () => {
  const wanted = /address space|processes|open files|cpu time|core file/i;
  const lines = fs.readFileSync("/proc/self/limits", "utf8").split("\\n").filter((line) => wanted.test(line));
  record("limits", lines.map((line) => line.replace(/^Max /, "").split(/\\s{2,}/).slice(0, 3).join(" ")).join("; "));
  return "read";
});
record("environment", Object.keys(process.env).join(","));
record("uid", String(process.getuid()));
await attempt("list sockets past stdio", () => fs.readdirSync("/proc/self/fd").filter((fd) => Number(fd) > 2)
  .map((fd) => { try { return fs.readlinkSync("/proc/self/fd/" + fd); } catch { return ""; } })
  .filter((target) => target.startsWith("socket:")).length + " sockets");
// Last, as it may end the process: a worker thread is a second V8 isolate, which reserves address space.
await attempt("start a worker thread", async () => {
  const worker = new (await import("node:worker_threads")).Worker("0", { eval: true });
  await new Promise((resolve, reject) => { worker.once("exit", resolve); worker.once("error", reject); });
  return "a worker ran";
});
record("done", "");
process.exit(0);
`;
