// Scale-out: published-site requests/s through HAProxy in front of 1, 2 and 3 app processes, against nginx
// serving the same bytes in the same run, both straight and behind its own HAProxy (so the balancer's own
// cost is seen apart from ours).
// The cluster is the scale-out suite's: the built server (dist/server, rebuilt here first) as 3 processes,
// each with its site front, on a fresh PostgreSQL database and an S3-protocol server. One site is published
// through the API's accounts (owner, organization, site) with the hosting bench's two files stored as its
// deployment: a 2 KB HTML page and a 200 KB JS file. For each N an HAProxy of its own (the suite's
// configuration: round-robin, HTTP mode, keep-alive) balances over the first N processes, and an nginx with
// N workers serves the same bytes, straight and behind another HAProxy: each side has N serving processes.
// All nine are up at once (the idle ones cost next to nothing) and take turns, every N in every round, so
// that each meets the machine in the same mood. wrk -t1 -c32 with the site's Host header, runs of 2 s, the
// first to go moving with the round; figures are medians over the rounds (3 unless BENCH_ROUNDS says).
// During each run the CPU used by HAProxy, the serving processes (ours: each app and its site front;
// nginx: its workers), wrk and the rest of the machine is read from /proc, in cores: on a small machine
// they all share the same few.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); installs nginx,
// wrk and haproxy with apt-get when missing. Loopback only; about 2½ minutes.
// Run: node scripts/on-node.mjs npx tsx bench/scale-out.bench.ts
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { Site } from "@common/schemas/sites";
import { createDb } from "../server/db/create-db";
import { clusterApi } from "../server/scale-out/cluster-api";
import { type Cluster, freePort, startCluster } from "../server/test/cluster";
import { type Balancer, startBalancer } from "../server/test/haproxy";
import { descendants } from "../server/test/server-process";
import { benchFiles, FILES, publishBenchFiles } from "./hosting-site";
import { CONNECTIONS, cpuMs, ensureTools, fetchBytes, type Run, runWrk, type Served, startNginx } from "./http-bench";
import { median } from "./stats";

const SIZES = [1, 2, 3];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = 2;
const CORES = availableParallelism();
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";

type Name = "ours" | "nginx" | "nginx+HAProxy";
/** One contender: where wrk sends, and the processes whose CPU is read, by part. */
type Contender = { size: number; name: Name; served: Served; parts: () => { haproxy: number[]; servers: number[] } };
/** One run, with the CPU each part used during it, in cores (1 = one core busy the whole run). */
type Sample = Run & { cores: { haproxy: number; servers: number; wrk: number; machine: number } };
type Results = Record<keyof typeof FILES, Record<Name, Sample[]>>;
type Stop = () => Promise<void> | void;

/** The whole machine's busy and total time so far, in ticks, from /proc/stat. */
function machineTicks() {
  const [, ...values] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** CPU used by this process's waited-for children (wrk, once spawnSync has reaped it), in ticks. */
function reapedChildrenTicks(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[13]) + Number(fields[14]);
}

const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

function measure(contender: Contender, host: string, path: string): Sample {
  const { haproxy, servers } = contender.parts();
  const before = { haproxy: cpuMs(haproxy), servers: cpuMs(servers), wrk: reapedChildrenTicks(), ...machineTicks() };
  const started = performance.now();
  const run = runWrk(contender.served, host, path, SECONDS);
  const wallMs = performance.now() - started;
  const after = machineTicks();
  return {
    ...run,
    cores: {
      haproxy: (cpuMs(haproxy) - before.haproxy) / wallMs,
      servers: (cpuMs(servers) - before.servers) / wallMs,
      wrk: ((reapedChildrenTicks() - before.wrk) * TICK_MS) / wallMs,
      machine: ((after.busy - before.busy) / (after.total - before.total)) * CORES,
    },
  };
}

/** As a served thing for runWrk: a balancer's port, and its process for the CPU figure runWrk adds. */
function servedBy(balancer: Balancer, port: number): Served {
  return { port, process: balancer.process, stop: () => undefined };
}

async function balance(servers: { name: string; port: number }[], appHost: string) {
  const port = await freePort();
  return { port, balancer: await startBalancer({ port, servers, appHost }) };
}

/** The three contenders with N serving processes each; what it starts, it adds to `stops`. */
async function contendersOf(cluster: Cluster, size: number, stops: Stop[]): Promise<Contender[]> {
  const files = benchFiles();
  // HAProxy's health check asks nginx for /api/health, as it asks our processes.
  const www = { [FILES.html]: files.html, [FILES.js]: files.js, "api/health": Buffer.from("ok") };
  const nginx = await startNginx(www, size);
  stops.push(() => nginx.stop());
  const backends = cluster.processes.slice(0, size);
  const ours = await balance(backends, cluster.appHost);
  stops.push(() => ours.balancer.close());
  const inFront = await balance([{ name: "nginx", port: nginx.port }], cluster.appHost);
  stops.push(() => inFront.balancer.close());
  const haproxyPid = (balancer: Balancer) => [balancer.process.pid ?? 0];
  const nginxPids = () => [nginx.process.pid ?? 0, ...descendants(nginx.process.pid ?? 0)];
  return [
    {
      size,
      name: "ours",
      served: servedBy(ours.balancer, ours.port),
      parts: () => ({
        haproxy: haproxyPid(ours.balancer),
        servers: backends.flatMap((server) => [server.pid() ?? 0, ...descendants(server.pid() ?? 0)]),
      }),
    },
    { size, name: "nginx", served: nginx, parts: () => ({ haproxy: [], servers: nginxPids() }) },
    {
      size,
      name: "nginx+HAProxy",
      served: servedBy(inFront.balancer, inFront.port),
      parts: () => ({ haproxy: haproxyPid(inFront.balancer), servers: nginxPids() }),
    },
  ];
}

/**
 * Every contender of every N in turns, so that each N meets the machine in the same mood (others may be
 * busy on it): each round runs them all on each file, starting at a different one.
 */
function measureAll(contenders: Contender[], host: string): Map<number, Results> {
  const paths = { html: `/${FILES.html}`, js: `/${FILES.js}` };
  for (const contender of contenders) for (const path of Object.values(paths)) runWrk(contender.served, host, path, 1);
  const bySize = new Map<number, Results>();
  for (const size of SIZES) {
    const empty = () => ({ ours: [], nginx: [], "nginx+HAProxy": [] });
    bySize.set(size, { html: empty(), js: empty() });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [file, path] of Object.entries(paths) as [keyof typeof FILES, string][]) {
      for (let turn = 0; turn < contenders.length; turn++) {
        const contender = contenders[(round * 4 + turn) % contenders.length] as Contender;
        bySize.get(contender.size)?.[file][contender.name].push(measure(contender, host, path));
      }
    }
  }
  return bySize;
}

/** Every contender answers both files with the very bytes (the balancers included, every process in turn). */
async function sameBytes(contenders: Contender[], host: string, files: ReturnType<typeof benchFiles>) {
  for (const contender of contenders) {
    for (let attempt = 0; attempt < 3; attempt++) {
      for (const [name, path] of Object.entries(FILES) as [keyof typeof FILES, string][]) {
        const { status, body } = await fetchBytes(contender.served.port, host, `/${path}`);
        if (status !== 200 || !body.equals(files[name])) throw new Error(`${contender.name} ${path}: ${status}`);
      }
    }
  }
}

/** Builds the server bundle the cluster runs, starts 3 processes and publishes the bench's site. */
async function publishedCluster() {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the server bundle did not build");
  const cluster = await startCluster({ size: Math.max(...SIZES) });
  try {
    const { user, api } = await clusterApi(cluster).owner();
    const site: Site = await api.createSite("Shop");
    const db = createDb(cluster.databaseUrl);
    try {
      const target = { siteId: site.id, organizationId: site.organization_id, userId: user.id };
      await publishBenchFiles({ db, env: { billing: false } }, target);
    } finally {
      await db.close();
    }
    const host = cluster.siteHost(site.slug);
    // Stored without a publish's notice: each process finds the deployment on its first request, or on
    // its revalidation should it have looked at the new site before.
    for (const [index] of cluster.processes.entries()) await untilServing(cluster.portOf(index), host);
    return { cluster, host };
  } catch (error) {
    await cluster.close();
    throw error;
  }
}

async function untilServing(port: number, host: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetchBytes(port, host, `/${FILES.js}`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the process on ${port} does not serve the site`);
}

async function main() {
  ensureTools(["nginx", "wrk", "haproxy"]);
  const { cluster, host } = await publishedCluster();
  const stops: Stop[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    await cluster.close();
  };
  // The app processes lead process groups of their own: an interrupted bench still stops them.
  const interrupted = () => void stopAll().finally(() => process.exit(130));
  process.once("SIGINT", interrupted);
  try {
    const contenders: Contender[] = [];
    for (const size of SIZES) contenders.push(...(await contendersOf(cluster, size, stops)));
    await sameBytes(contenders, host, benchFiles());
    console.info(`[bench] ${contenders.length} contenders × 2 files × ${ROUNDS} rounds of ${SECONDS} s…`);
    report(measureAll(contenders, host));
  } finally {
    process.off("SIGINT", interrupted);
    await stopAll();
  }
}

function report(bySize: Map<number, Results>) {
  const m = (samples: Sample[], pick: (sample: Sample) => number) => median(samples.map(pick));
  const rps = (samples: Sample[]) => m(samples, (sample) => sample.rps);
  const cpu = (samples: Sample[]) => {
    const part = (pick: (sample: Sample) => number) => m(samples, pick).toFixed(2);
    const { haproxy, servers, wrk, machine } = {
      haproxy: part((sample) => sample.cores.haproxy),
      servers: part((sample) => sample.cores.servers),
      wrk: part((sample) => sample.cores.wrk),
      machine: part((sample) => sample.cores.machine),
    };
    const others = part(({ cores }) => cores.machine - cores.haproxy - cores.servers - cores.wrk);
    return `${haproxy} ${servers} ${wrk} ${others} (${machine})`;
  };
  const load = loadavg().map((value) => value.toFixed(1));
  console.info(
    `\nPublished-site throughput through HAProxy: wrk -t1 -c${CONNECTIONS}, ${SECONDS} s runs in turns, medians`,
  );
  console.info(`of ${ROUNDS} rounds; ${CORES} cores, load average ${load.join(" ")}. N: app processes behind HAProxy,`);
  console.info("nginx workers. CPU in cores: HAProxy, the servers (apps and site fronts, or nginx), wrk, the");
  console.info("machine's other processes, and (the whole machine busy).");
  const base = bySize.get(SIZES[0] as number);
  for (const file of Object.keys(FILES) as (keyof typeof FILES)[]) {
    console.info(`\n${file === "html" ? "2 KB HTML page" : "200 KB JS file"}`);
    console.info(
      "N |  ours req/s ×N=1 | nginx req/s | nginx+HAProxy | ours/nginx  ours/n+HAProxy | p99 ms ours nginx n+HA",
    );
    for (const [size, results] of bySize) {
      const { ours, nginx, "nginx+HAProxy": proxied } = results[file];
      const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
      const p99 = (samples: Sample[]) => m(samples, (sample) => sample.p99).toFixed(1);
      const row = [
        `${size} |`,
        rps(ours).toFixed(0).padStart(10),
        (rps(ours) / rps(base?.[file].ours ?? [])).toFixed(2).padStart(5),
        `| ${rps(nginx).toFixed(0).padStart(11)} |`,
        `${rps(proxied).toFixed(0).padStart(13)} |`,
        percent(rps(ours) / rps(nginx)).padStart(10),
        percent(rps(ours) / rps(proxied)).padStart(15),
        `| ${" ".repeat(6)}${p99(ours).padStart(5)} ${p99(nginx).padStart(5)} ${p99(proxied).padStart(5)}`,
      ];
      console.info(row.join(" "));
    }
    for (const [size, results] of bySize) {
      const cores = (Object.keys(results[file]) as Name[]).map((name) => `${name} ${cpu(results[file][name])}`);
      console.info(`  CPU N=${size}: ${cores.join(" | ")}`);
    }
  }
}

await main();
