// Our target for published sites: throughput with wrk against nginx (Debian), same files, same run:
//   2 KB HTML page   ≥ 70 % of nginx's requests/s      200 KB JS file   ≥ 90 %      p99 ≤ 1.5 × nginx's
// One serving process each (nginx: one worker, sendfile, open_file_cache; ours: the real app on SQLite,
// whose site front process answers site hosts from memory), one wrk thread. The two servers take turns
// in short runs (11 rounds of 2 s, the first to go alternating), and the figures are medians over the
// rounds; p99 is compared within each round. A p99 from one run swings 3× on this 2-core machine as
// other processes wake up, whichever server is measured.
// gzip is OFF on both sides: wrk sends no Accept-Encoding, nginx has `gzip off`, we answer the identity bytes.
// Loopback only; about 100 s. Installs nginx and wrk with apt-get when missing.
// Run: npx tsx bench/hosting.bench.ts   (BENCH_PIN=1 pins the servers to one core and wrk to another;
// BENCH_ROUNDS=n changes the number of rounds)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, get as httpGet } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import childBundles from "../server/child-bundles.json";
import { benchFiles, FILES, SITE_HOST } from "./hosting-site";
import { median } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 11);
const SECONDS = 2;
const CONNECTIONS = 32;
const TARGETS = { html: 0.7, js: 0.9 };
const P99_LIMIT = 1.5;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createHttpServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function ensureTools() {
  const missing = ["nginx", "wrk"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return;
  console.info(`[bench] installing ${missing.join(", ")} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (spawnSync("apt-get", ["install", "-y", "-qq", "nginx", "wrk"], { env, stdio: "inherit" }).status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { env, stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "nginx", "wrk"], { env, stdio: "inherit" });
  }
}

function nginxConfig(dir: string, root: string, port: number): string {
  return `worker_processes 1;
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

/** GET with our Host header (fetch would replace it). */
function fetchBytes(port: number, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: "127.0.0.1", port, path, headers: { host: SITE_HOST } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

async function waitUntilServing(port: number, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    try {
      if ((await fetchBytes(port, `/${FILES.js}`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

type Run = { rps: number; p99: number; cpuUs: number };

const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

/** CPU time (user + system, all threads) the processes have used so far, in ms. */
function cpuMs(pids: number[]): number {
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

function runWrk(port: number, path: string, seconds: number, cpu: string | null, pids: number[] = []): Run {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", `Host: ${SITE_HOST}`];
  const command = cpu
    ? ["taskset", ["-c", cpu, "wrk", ...args, `http://127.0.0.1:${port}/${path}`]]
    : ["wrk", [...args, `http://127.0.0.1:${port}/${path}`]];
  const cpuBefore = cpuMs(pids);
  const result = spawnSync(command[0] as string, command[1] as string[], { encoding: "utf8" });
  const cpuUsed = cpuMs(pids) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1]);
  const [, value = "NaN", unit = "ms"] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(result.stdout) ?? [];
  const p99 = Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  if (/Non-2xx/.test(result.stdout) || !Number.isFinite(rps))
    throw new Error(`wrk failed:\n${result.stdout}${result.stderr}`);
  const requests = Number(/(\d+) requests in/.exec(result.stdout)?.[1]);
  return { rps, p99, cpuUs: (cpuUsed * 1000) / requests };
}

async function main() {
  ensureTools();
  const dir = mkdtempSync(join(tmpdir(), "webcraft-hosting-bench-"));
  chmodSync(dir, 0o755); // nginx's worker runs as an unprivileged user
  const root = join(dir, "www");
  mkdirSync(join(root, "assets"), { recursive: true });
  const files = benchFiles();
  writeFileSync(join(root, FILES.html), files.html);
  writeFileSync(join(root, FILES.js), files.js);
  const [nginxPort, nodePort] = [await freePort(), await freePort()];
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, root, nginxPort));
  // BENCH_PIN=1 puts the servers on the last core and wrk on the first; by default the OS schedules.
  const pin = availableParallelism() > 1 && process.env.BENCH_PIN === "1";
  const serverCpu = String(availableParallelism() - 1);
  const pinned = (command: string, args: string[]) =>
    pin ? spawn("taskset", ["-c", serverCpu, command, ...args]) : spawn(command, args);
  const nginx = pinned("nginx", ["-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")]);
  // The server runs bundled, as in production (`node dist/server/main.js`), not through tsx.
  const bundle = join(process.cwd(), "node_modules", ".cache", `hosting-bench-${process.pid}`);
  await build({
    entryPoints: [
      { in: fileURLToPath(new URL("./hosting-site.ts", import.meta.url)), out: "hosting-site" },
      ...childBundles,
    ],
    outdir: bundle,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  const node = pinned(process.execPath, [join(bundle, "hosting-site.js"), "--serve", String(nodePort)]);
  node.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  try {
    await Promise.all([waitUntilServing(nginxPort, nginx), waitUntilServing(nodePort, node)]);
    for (const [name, path] of Object.entries(FILES)) {
      const [a, b] = await Promise.all(
        [nginxPort, nodePort].map(async (port) => (await fetchBytes(port, `/${path}`)).body),
      );
      if (!a?.equals(files[name as keyof typeof FILES]) || !b?.equals(a))
        throw new Error(`${path}: the servers answer different bytes`);
    }
    const wrkCpu = pin ? "0" : null;
    for (const port of [nginxPort, nodePort]) for (const path of Object.values(FILES)) runWrk(port, path, 2, wrkCpu);
    const results: Record<string, { nginx: Run[]; ours: Run[] }> = {
      html: { nginx: [], ours: [] },
      js: { nginx: [], ours: [] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, path] of Object.entries(FILES)) {
        const entry = results[name] as { nginx: Run[]; ours: Run[] };
        // Who goes first alternates, so neither side always follows the other's load.
        const measureNginx = () => entry.nginx.push(runWrk(nginxPort, path, SECONDS, wrkCpu, servingPids(nginx)));
        const measureOurs = () => entry.ours.push(runWrk(nodePort, path, SECONDS, wrkCpu, servingPids(node)));
        for (const measure of round % 2 === 0 ? [measureNginx, measureOurs] : [measureOurs, measureNginx]) measure();
      }
    }
    report(results);
  } finally {
    nginx.kill("SIGTERM");
    node.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  }
}

function report(results: Record<string, { nginx: Run[]; ours: Run[] }>) {
  const load = loadavg()[0]?.toFixed(1);
  console.info(
    `\nPublished-site throughput: wrk -t1 -c${CONNECTIONS}, ${ROUNDS}×${SECONDS}s alternating; medians, p99 as the median of each round's ratio`,
  );
  console.info(`gzip off on both sides; load average ${load} on ${availableParallelism()} cores`);
  let failed = false;
  for (const [name, { nginx, ours }] of Object.entries(results)) {
    const m = (runs: Run[], key: keyof Run) => median(runs.map((run) => run[key]));
    const rpsRatio = m(ours, "rps") / m(nginx, "rps");
    // Each round's two runs are seconds apart and share the machine's mood: p99 is compared within the
    // round, and the median of those ratios is the figure.
    const p99Ratio = median(ours.map((run, i) => run.p99 / (nginx[i] as Run).p99));
    const target = TARGETS[name as keyof typeof TARGETS];
    const ok = rpsRatio >= target && p99Ratio <= P99_LIMIT;
    failed ||= !ok;
    const label = name === "html" ? "2 KB HTML" : "200 KB JS";
    const side = (runs: Run[]) =>
      `${m(runs, "rps").toFixed(0)} req/s, p99 ${m(runs, "p99").toFixed(2)} ms, ${m(runs, "cpuUs").toFixed(0)} µs CPU/req`;
    console.info(`  ${label}  nginx ${side(nginx)} | ours ${side(ours)}`);
    const rounds = (runs: Run[]) => runs.map((run) => run.p99.toFixed(2)).join(" ");
    console.info(`    p99 by round (ms): nginx ${rounds(nginx)} | ours ${rounds(ours)}`);
    console.info(
      `    throughput ${(rpsRatio * 100).toFixed(0)} % of nginx (target ≥ ${target * 100} %), p99 ${p99Ratio.toFixed(2)}× (≤ ${P99_LIMIT}), server CPU per request ${(m(ours, "cpuUs") / m(nginx, "cpuUs")).toFixed(2)}× ${ok ? "✓" : "✗"}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
