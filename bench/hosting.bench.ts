// Issue 4 §5: published-site throughput with wrk against nginx (Debian), same files, same run:
//   2 KB HTML page   ≥ 70 % of nginx's requests/s      200 KB JS file   ≥ 90 %      p99 ≤ 1.5 × nginx's
// One server process each (nginx: one worker, sendfile, open_file_cache; ours: the real app on SQLite,
// site hosts answered from memory), one wrk thread, alternating short runs, medians. gzip is OFF on both
// sides: wrk sends no Accept-Encoding, nginx has `gzip off`, we answer the identity bytes.
// Loopback only; about 100 s. Installs nginx and wrk with apt-get when missing.
// Run: npx tsx bench/hosting.bench.ts   (BENCH_PIN=1 pins the servers to one core and wrk to another)
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, get as httpGet } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROUNDS = 7;
const SECONDS = 3;
const CONNECTIONS = 32;
const SITE_HOST = "shop.bench.test";
const FILES = { html: "index.html", js: "assets/app-3F2A9C1B.js" } as const;
const TARGETS = { html: 0.7, js: 0.9 };
const P99_LIMIT = 1.5;

/** Deterministic contents, generated identically by the parent (for nginx) and the server child. */
function benchFiles(): Record<keyof typeof FILES, Buffer> {
  const items = Array.from({ length: 14 }, (_, i) => `<li><a href="/products/${i}">Product number ${i}</a></li>`);
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><link rel="stylesheet" href="/assets/style-0a1b2c3d4e.css"><script type="module" src="/${FILES.js}"></script></head><body><div id="root"><header><h1>Corner Shop</h1></header><main><ul>${items.join("")}</ul>`;
  const html =
    `${head}<p>${"Fresh bread and pastries every morning. ".repeat(40)}</p></main></div></body></html>`.slice(0, 2048);
  const lines: string[] = [];
  for (let i = 0, length = 0; length < 200 * 1024; i++) {
    lines.push(`function f${i}(a,b){return a*${i % 97}+b.map(x=>x+${i}).filter(Boolean).length}export{f${i}};`);
    length += (lines.at(-1)?.length ?? 0) + 1;
  }
  return { html: Buffer.from(html), js: Buffer.from(lines.join("\n").slice(0, 200 * 1024)) };
}

/** Child mode: boot the real app on a fresh SQLite database, publish the two files, listen. */
async function serve(port: number) {
  const { getRequestListener } = await import("@hono/node-server");
  const { bootApp } = await import("../server/boot");
  const { loadEnv } = await import("../server/env");
  const { nodeRequestListener } = await import("../server/hosting/hosting.routes");
  const { storeDeployment } = await import("../server/features/deployments/deployment-store");
  const dataDir = mkdtempSync(join(tmpdir(), "webcraft-bench-"));
  const env = loadEnv({ DATA_DIR: dataDir, PORT: String(port), SITE_DOMAIN: "bench.test", NODE_ENV: "production" });
  const { app, deps, close } = await bootApp(env, { log: () => undefined });
  const ids = { user: randomBytes(8).toString("hex"), org: randomBytes(8).toString("hex"), site: "bench-site" };
  const now = new Date().toISOString();
  const { db } = deps.db;
  await db
    .insertInto("user")
    .values({
      id: ids.user,
      name: "Bench",
      email: "b@bench.test",
      emailVerified: 0,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto("organization")
    .values({ id: ids.org, name: "Bench", slug: "bench", logo: null, metadata: null, createdAt: now })
    .execute();
  await db
    .insertInto("sites")
    .values({
      id: ids.site,
      organization_id: ids.org,
      name: "Shop",
      slug: "shop",
      created_at: now,
      updated_at: now,
      created_by: ids.user,
    })
    .execute();
  const files = benchFiles();
  const assets = [
    { path: FILES.html, content: files.html, contentType: "text/html; charset=utf-8" },
    { path: FILES.js, content: files.js, contentType: "text/javascript; charset=utf-8" },
  ];
  const target = { siteId: ids.site, organizationId: ids.org, userId: ids.user, liveDeploymentId: null };
  const built = { pages: [{ route: "/", file: FILES.html }], assets, totalBytes: files.html.length + files.js.length };
  await storeDeployment(deps.db, target, built, []);
  const server = createHttpServer(nodeRequestListener(deps, getRequestListener(app.fetch)));
  server.listen(port, "127.0.0.1", () => console.info("ready"));
  process.on("SIGTERM", () => {
    server.close();
    server.closeAllConnections();
    close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

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

type Run = { rps: number; p99: number };

function runWrk(port: number, path: string, seconds: number, cpu: string | null): Run {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", `Host: ${SITE_HOST}`];
  const command = cpu
    ? ["taskset", ["-c", cpu, "wrk", ...args, `http://127.0.0.1:${port}/${path}`]]
    : ["wrk", [...args, `http://127.0.0.1:${port}/${path}`]];
  const result = spawnSync(command[0] as string, command[1] as string[], { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1]);
  const [, value = "NaN", unit = "ms"] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(result.stdout) ?? [];
  const p99 = Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
  if (/Non-2xx/.test(result.stdout) || !Number.isFinite(rps))
    throw new Error(`wrk failed:\n${result.stdout}${result.stderr}`);
  return { rps, p99 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
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
  const node = pinned(process.execPath, [
    "--import",
    "tsx",
    fileURLToPath(import.meta.url),
    "--serve",
    String(nodePort),
  ]);
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
        entry.nginx.push(runWrk(nginxPort, path, SECONDS, wrkCpu));
        entry.ours.push(runWrk(nodePort, path, SECONDS, wrkCpu));
      }
    }
    report(results);
  } finally {
    nginx.kill("SIGTERM");
    node.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(results: Record<string, { nginx: Run[]; ours: Run[] }>) {
  console.info(
    `\nPublished-site throughput (wrk -t1 -c${CONNECTIONS}, ${ROUNDS}×${SECONDS}s alternating, medians; gzip off on both sides; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  let failed = false;
  for (const [name, { nginx, ours }] of Object.entries(results)) {
    const rpsRatio = median(ours.map((r) => r.rps)) / median(nginx.map((r) => r.rps));
    const p99Ratio = median(ours.map((r) => r.p99)) / median(nginx.map((r) => r.p99));
    const target = TARGETS[name as keyof typeof TARGETS];
    const ok = rpsRatio >= target && p99Ratio <= P99_LIMIT;
    failed ||= !ok;
    console.info(
      `  ${name === "html" ? "2 KB HTML " : "200 KB JS "} nginx ${median(nginx.map((r) => r.rps)).toFixed(0)} req/s p99 ${median(nginx.map((r) => r.p99)).toFixed(2)} ms | ours ${median(ours.map((r) => r.rps)).toFixed(0)} req/s p99 ${median(ours.map((r) => r.p99)).toFixed(2)} ms | throughput ${(rpsRatio * 100).toFixed(0)} % (target ≥ ${target * 100} %), p99 ${p99Ratio.toFixed(2)}× (≤ ${P99_LIMIT}) ${ok ? "✓" : "✗"}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[2] === "--serve") await serve(Number(process.argv[3]));
else await main();
