// What the serving benchmarks share: nginx (Debian) serving files from a folder, the real app bundled
// and started as a child process, wrk runs against either with a Host header, and the rounds in which
// the two take turns. Used by hosting.bench.ts, media-serve.bench.ts and scale-out.bench.ts.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, get as httpGet } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import childBundles from "../server/child-bundles.json";
import { median } from "./stats";

/** wrk's connections: one thread, 32 connections kept alive. */
export const CONNECTIONS = 32;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createHttpServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Installs Debian's `tools` (nginx and wrk unless told) with apt-get when missing. */
export function ensureTools(tools = ["nginx", "wrk"]) {
  const missing = tools.filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return;
  console.info(`[bench] installing ${missing.join(", ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { env, stdio: "inherit" }).status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { env, stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { env, stdio: "inherit" });
  }
}

// BENCH_PIN=1 puts the servers on the last core and wrk on the first; by default the OS schedules.
const PIN = availableParallelism() > 1 && process.env.BENCH_PIN === "1";
const SERVER_CPU = String(availableParallelism() - 1);
const WRK_CPU = PIN ? "0" : null;

function spawnServer(command: string, args: string[]): ChildProcess {
  return PIN ? spawn("taskset", ["-c", SERVER_CPU, command, ...args]) : spawn(command, args);
}

function nginxConfig(dir: string, root: string, port: number, workers: number): string {
  return `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=1000 inactive=60s;
  keepalive_requests 1000000;
  gzip off;
  etag on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`;
}

export type Served = { port: number; process: ChildProcess; stop: () => void };

/**
 * nginx with one worker unless told (sendfile, open_file_cache, gzip off) serving `files` (path → bytes)
 * from a temporary folder, whatever the Host header.
 */
export async function startNginx(files: Record<string, Buffer>, workers = 1): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), "webcraft-nginx-bench-"));
  chmodSync(dir, 0o755); // nginx's worker runs as an unprivileged user
  const root = join(dir, "www");
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
  const port = await freePort();
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, root, port, workers));
  const nginx = spawnServer("nginx", ["-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")]);
  const stop = () => {
    nginx.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  return { port, process: nginx, stop };
}

/**
 * The app as production runs it (bundled, with its child bundles beside it, not through tsx): `entry`
 * (a bench module with a child mode) is bundled and started with `args`; its stdout lines go to `onLine`.
 */
export async function startBundledApp(entry: URL, args: string[], onLine: (line: string) => void): Promise<Served> {
  const bundle = join(process.cwd(), "node_modules", ".cache", `bench-${process.pid}-${Date.now()}`);
  const name = fileURLToPath(entry).replace(/^.*\//, "").replace(/\.ts$/, "");
  await build({
    entryPoints: [{ in: fileURLToPath(entry), out: name }, ...childBundles],
    outdir: bundle,
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  const port = await freePort();
  const child = spawnServer(process.execPath, [join(bundle, `${name}.js`), ...args, String(port)]);
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString("utf8");
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(bundle, { recursive: true, force: true });
  };
  return { port, process: child, stop };
}

/** GET with our Host header (fetch would replace it). */
export function fetchBytes(port: number, host: string, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

export async function waitUntilServing({ port, process: child }: Served, host: string, path: string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    try {
      if ((await fetchBytes(port, host, path)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

export type Run = { rps: number; p99: number; cpuUs: number };

const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

/** CPU time (user + system, all threads) the processes have used so far, in ms. */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

/** The server and its children: nginx's worker, and our site front process (and idle build workers). */
function servingPids(child: ChildProcess): number[] {
  const pid = child.pid ?? 0;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.map(Number)];
}

const BROWSER_AGENT =
  "User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** One wrk run of `seconds` against `path` with `host` as the Host header; the server's CPU per request too. */
export function runWrk(server: Served, host: string, path: string, seconds: number): Run {
  const pids = servingPids(server.process);
  // A browser's User-Agent, so that our server counts each HTML answer as a page view.
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", `Host: ${host}`, "-H", BROWSER_AGENT];
  const url = `http://127.0.0.1:${server.port}${path}`;
  const command: [string, string[]] = WRK_CPU
    ? ["taskset", ["-c", WRK_CPU, "wrk", ...args, url]]
    : ["wrk", [...args, url]];
  const cpuBefore = cpuMs(pids);
  const result = spawnSync(command[0], command[1], { encoding: "utf8" });
  const cpuUsed = cpuMs(pids) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1]);
  const [, value = "NaN", unit = "ms"] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(result.stdout) ?? [];
  const p99 = Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  if (/Non-2xx/.test(result.stdout) || !Number.isFinite(rps))
    throw new Error(`wrk failed:\n${result.stdout}${result.stderr}`);
  const requests = Number(/(\d+) requests in/.exec(result.stdout)?.[1]);
  return { rps, p99, cpuUs: (cpuUsed * 1000) / requests };
}

/** Both servers' runs of one file, round by round. */
export type Pair = { nginx: Run[]; ours: Run[] };

/**
 * `rounds` rounds of `seconds` per file, nginx and ours taking turns (who goes first alternates, so
 * neither always follows the other's load), after a warm-up run of each.
 */
export function alternate(
  servers: { nginx: Served; ours: Served },
  host: string,
  files: Record<string, string>,
  rounds: number,
  seconds: number,
): Record<string, Pair> {
  for (const server of [servers.nginx, servers.ours]) {
    for (const path of Object.values(files)) runWrk(server, host, path, seconds);
  }
  const results: Record<string, Pair> = {};
  for (const name of Object.keys(files)) results[name] = { nginx: [], ours: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(files)) {
      const pair = results[name] as Pair;
      const measureNginx = () => pair.nginx.push(runWrk(servers.nginx, host, path, seconds));
      const measureOurs = () => pair.ours.push(runWrk(servers.ours, host, path, seconds));
      for (const measure of round % 2 === 0 ? [measureNginx, measureOurs] : [measureOurs, measureNginx]) measure();
    }
  }
  return results;
}

/** A pair's medians and ratios: throughput as ours over nginx's, p99 as the median of each round's ratio. */
export function compare({ nginx, ours }: Pair) {
  const m = (runs: Run[], key: keyof Run) => median(runs.map((run) => run[key]));
  // Each round's two runs are seconds apart and share the machine's mood: p99 is compared within the round.
  const p99Ratio = median(ours.map((run, i) => run.p99 / (nginx[i] as Run).p99));
  const side = (runs: Run[]) =>
    `${m(runs, "rps").toFixed(0)} req/s, p99 ${m(runs, "p99").toFixed(2)} ms, ${m(runs, "cpuUs").toFixed(0)} µs CPU/req`;
  const rounds = (runs: Run[]) => runs.map((run) => run.p99.toFixed(2)).join(" ");
  return {
    rpsRatio: m(ours, "rps") / m(nginx, "rps"),
    p99Ratio,
    cpuRatio: m(ours, "cpuUs") / m(nginx, "cpuUs"),
    line: `nginx ${side(nginx)} | ours ${side(ours)}`,
    p99Rounds: `p99 by round (ms): nginx ${rounds(nginx)} | ours ${rounds(ours)}`,
  };
}
