// What one process counts for its operators, exported at `GET /api/metrics` in Prometheus's text
// format by prom-client: requests and their latency, builds, job queues, the site front's cache, and
// Node's own process figures. Each app has its own registry (tests run two apps in one process), and
// each process reports only itself: Prometheus scrapes every process and adds them up.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Per queue: jobs due and waiting for a worker, and jobs running now. */
export type JobCounts = Record<string, { due: number; active: number }>;

export type BuildKind = "preview" | "site";

export type Metrics = {
  /** A request the app answered: its declared route (never the raw path), method, status and duration. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A build finished (`ok`) or failed (the site's own mistakes included), after `seconds`. */
  build(kind: BuildKind, ok: boolean, seconds: number): void;
  /** Site requests answered from memory (hits) and those that had to load something first (misses). */
  siteCache(hits: number, misses: number): void;
  /** Where the job queues' depths are read at each scrape. */
  watchJobs(read: () => Promise<JobCounts>): void;
  /** Everything, in the text format. */
  text(): Promise<string>;
  readonly contentType: string;
};

/** Methods outside these are counted as OTHER: a client must not make up label values. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** From a cached answer (a few ms) to a slow page build behind a busy queue. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const BUILD_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60];

export function createMetrics(options: { processFigures?: boolean } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processFigures !== false) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "webcraft_http_requests_total",
    help: "Requests the app answered, by declared route, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "webcraft_http_request_duration_seconds",
    help: "Time from a request's arrival in the app to its answer's headers, by declared route and method",
    labelNames: ["route", "method"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const builds = new Counter({
    name: "webcraft_builds_total",
    help: "Builds finished, by kind (preview: one page; site: a publish or content rebuild) and outcome",
    labelNames: ["kind", "outcome"] as const,
    registers,
  });
  const buildTime = new Histogram({
    name: "webcraft_build_duration_seconds",
    help: "Time from a build's request to its result, queueing for a worker included, by kind",
    labelNames: ["kind"] as const,
    buckets: BUILD_BUCKETS,
    registers,
  });
  const cache = new Counter({
    name: "webcraft_site_cache_requests_total",
    help: "Published-site requests: hit, answered from memory; miss, something had to be loaded first",
    labelNames: ["result"] as const,
    registers,
  });
  // Both results are there from the start, so a rate of misses is defined before the first one.
  cache.inc({ result: "hit" }, 0);
  cache.inc({ result: "miss" }, 0);
  let readJobs: (() => Promise<JobCounts>) | undefined;
  /** One read of the queues per scrape, shared by both gauges. */
  let jobCounts: Promise<JobCounts> | undefined;
  const countsOnce = () => {
    jobCounts ??= (readJobs?.() ?? Promise.resolve({})).catch((error: unknown) => {
      console.error("[metrics] reading the job queues failed:", error);
      return {};
    });
    return jobCounts;
  };
  const jobGauge = (name: string, help: string, pick: (counts: JobCounts[string]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"] as const,
      registers,
      async collect() {
        const counts = await countsOnce();
        this.reset();
        for (const [queue, count] of Object.entries(counts)) this.set({ queue }, pick(count));
      },
    });
  jobGauge("webcraft_job_queue_depth", "Jobs due and waiting for a worker, by queue", (count) => count.due);
  jobGauge("webcraft_jobs_active", "Jobs running now, in any process, by queue", (count) => count.active);

  return {
    request(route, method, status, seconds) {
      const verb = METHODS.has(method) ? method : "OTHER";
      requests.inc({ route, method: verb, status: String(status) });
      latency.observe({ route, method: verb }, seconds);
    },
    build(kind, ok, seconds) {
      builds.inc({ kind, outcome: ok ? "ok" : "failed" });
      buildTime.observe({ kind }, seconds);
    },
    siteCache(hits, misses) {
      if (hits > 0) cache.inc({ result: "hit" }, hits);
      if (misses > 0) cache.inc({ result: "miss" }, misses);
    },
    watchJobs(read) {
      readJobs = read;
    },
    async text() {
      try {
        return await registry.metrics();
      } finally {
        jobCounts = undefined;
      }
    },
    contentType: registry.contentType,
  };
}
