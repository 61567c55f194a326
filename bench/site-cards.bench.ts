// What the site cards' pictures cost (docs/decisions/021): /admin/sites with 12 published sites, opened
// with a cold browser cache at 1280×800, with the pictures and without them (the same list answer with
// every picture_url null, so each card shows its placeholder). The anchor is the list without pictures,
// measured in the same run: the time until its 12 cards are drawn. With pictures, the time until the cards
// are drawn and every picture on the first screen has loaded (the others wait, lazily, for a scroll).
// Prints the medians, the sizes of every response of the page and its frames (headers and bodies, as
// Playwright reports them: a response from the cache counts its size too), the app page's main-thread
// time, the CPU time of all of Chromium's processes (frames of other origins run in their own), and the
// ratio of the first screen complete with pictures to the list without; then the same list again within
// the hour, with the browser's cache, and what the rejected way, a screenshot at each publish, would cost.
// Builds nothing: run `npm run build` first. Starts the built server on a free port with a temporary
// DATA_DIR, publishes 12 sites (two of each template), drives Debian's Chromium. About 5 minutes.
// Run: npx tsx bench/site-cards.bench.ts   (BENCH_RUNS=n: loads of each kind, 7 by default)
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "@playwright/test";
import { median, time } from "./stats";

const SERVER_ENTRY = "dist/server/main.js";
const WEB_INDEX = "dist/web/index.html";
const SITES = 12;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TEMPLATES = ["restaurant", "salon", "trades", "church", "shop", "portfolio"];

type Load = { cardsMs: number; doneMs: number; pictures: number; kib: number; busyMs: number; cpuMs: number };

/** Linux counts a process's CPU time in ticks of 1/100 s (CLK_TCK). */
const TICK_MS = 10;

/**
 * The CPU time so far of every process under this one (Chromium's browser, renderers, GPU and network
 * processes, frames of other origins included) except the server's, in milliseconds.
 */
function browserCpuMs(serverPid: number | undefined): number {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const children = new Map<number, number[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat.pid]);
  const ticks = new Map(stats.map((stat) => [stat.pid, stat.ticks]));
  let total = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child === serverPid) continue;
      total += ticks.get(child) ?? 0;
      walk(child);
    }
  };
  walk(process.pid);
  return total * TICK_MS;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(origin: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${origin}/api/health`);
}

/** An owner with SITES sites made from the templates, every one published; answers how long each publish took. */
async function ownerWithPublishedSites(context: BrowserContext, origin: string) {
  const headers = { origin };
  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${origin}${path}`, { data, headers });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  await post("/api/auth/sign-up/email", { name: "Bench", email: "bench@example.com", password: "a sturdy password" });
  await post("/api/organizations", { name: "Bench Co" });
  const publishes: number[] = [];
  const urls: string[] = [];
  for (let i = 0; i < SITES; i++) {
    const template = TEMPLATES[i % TEMPLATES.length] ?? "salon";
    const site = await post("/api/sites", { name: `Bench ${template} ${i + 1}`, template_id: template });
    publishes.push(
      await time(async () =>
        urls.push(((await post("/site/publish", { site_id: site.id })) as { url?: string }).url ?? ""),
      ),
    );
  }
  return { publishMs: median(publishes), urls };
}

/**
 * The rejected way, for comparison: a screenshot of a published home page made on the server at publish,
 * with a Chromium started for it (a publish would not keep one running between publishes).
 */
async function screenshotAtPublish(url: string): Promise<{ ms: number; kib: number }> {
  let bytes = 0;
  const ms = await time(async () => {
    const shooter = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
    const page = await shooter.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: "load" });
    bytes = (await page.screenshot({ type: "png" })).length;
    await shooter.close();
  });
  return { ms, kib: bytes / 1024 };
}

/** Opens the list with a cold cache; `withPictures` false serves the same list with no picture addresses. */
async function loadList(
  context: BrowserContext,
  origin: string,
  withPictures: boolean,
  serverPid: number | undefined,
  cold = true,
): Promise<Load> {
  // A page of its own each time: its busy time is counted from nothing.
  const page = await context.newPage();
  let bytes = 0;
  // Every frame's requests, those of frames in processes of their own too.
  page.on("requestfinished", async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await page.route("**/api/sites", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { sites: { picture_url: string | null }[] };
    const sites = withPictures ? body.sites : body.sites.map((site) => ({ ...site, picture_url: null }));
    await route.fulfill({ response, json: { sites } });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) {
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  }
  await cdp.send("Performance.enable");
  const cpuBefore = browserCpuMs(serverPid);
  await page.goto(`${origin}/admin/sites`);
  const cardsMs = await page.evaluate(async (count) => {
    while (document.querySelectorAll('ul[aria-label="Sites"] > li').length < count) {
      await new Promise(requestAnimationFrame);
    }
    return performance.now();
  }, SITES);
  // Pictures on the first screen, as the browser decides it (a lazy frame near the viewport loads too).
  // A string, so that the bundler's helpers for named functions are not needed in the page.
  const { doneMs, pictures } = (await page.evaluate(`(async () => {
    const onScreen = () => [...document.querySelectorAll('[data-slot="site-picture"]')].filter(
      (element) => element.getBoundingClientRect().top < window.innerHeight,
    );
    while (onScreen().some((element) => element.dataset.state !== "loaded")) {
      await new Promise(requestAnimationFrame);
    }
    return { doneMs: performance.now(), pictures: onScreen().length };
  })()`)) as { doneMs: number; pictures: number };
  // What the page still does after its first screen (late requests, the frames' own work) counts too.
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  const cpuMs = browserCpuMs(serverPid) - cpuBefore;
  const metrics = (await cdp.send("Performance.getMetrics")).metrics;
  const busy = ["ScriptDuration", "LayoutDuration", "RecalcStyleDuration"].reduce(
    (total, name) => total + (metrics.find((metric) => metric.name === name)?.value ?? 0),
    0,
  );
  await cdp.detach();
  await page.close();
  return {
    cardsMs,
    doneMs: withPictures ? doneMs : cardsMs,
    pictures,
    kib: bytes / 1024,
    busyMs: busy * 1000,
    cpuMs,
  };
}

function summary(loads: Load[]) {
  return {
    cardsMs: median(loads.map((load) => load.cardsMs)),
    doneMs: median(loads.map((load) => load.doneMs)),
    pictures: median(loads.map((load) => load.pictures)),
    kib: median(loads.map((load) => load.kib)),
    busyMs: median(loads.map((load) => load.busyMs)),
    cpuMs: median(loads.map((load) => load.cpuMs)),
  };
}

async function main() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    console.error(`${SERVER_ENTRY} or ${WEB_INDEX} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "webcraft-site-cards-bench-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", MAIL_SMTP_PORT: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    await waitUntilServing(origin, server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { publishMs, urls } = await ownerWithPublishedSites(context, origin);
    // One of each to warm the server (its caches of the live sites) and the browser's code, then alternated.
    await loadList(context, origin, false, server.pid);
    await loadList(context, origin, true, server.pid);
    const without: Load[] = [];
    const withPictures: Load[] = [];
    const warm: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      without.push(await loadList(context, origin, false, server.pid));
      withPictures.push(await loadList(context, origin, true, server.pid));
      // The list again within the hour: the pictures' addresses are the same, and the browser kept them
      // (the cold loads keep nothing, so one load first fills the cache).
      await loadList(context, origin, true, server.pid, false);
      warm.push(await loadList(context, origin, true, server.pid, false));
    }
    const anchor = summary(without);
    const pictured = summary(withPictures);
    const again = summary(warm);
    const line = (label: string, s: ReturnType<typeof summary>, done: string) =>
      console.info(
        `  ${label.padEnd(17)} cards drawn ${s.cardsMs.toFixed(0).padStart(5)} ms  ${done}  ${s.kib.toFixed(0).padStart(5)} KiB in responses  app's main thread ${s.busyMs.toFixed(0).padStart(4)} ms  browser CPU ${s.cpuMs.toFixed(0).padStart(5)} ms`,
      );
    console.info(`site cards: /admin/sites with ${SITES} published sites, 1280×800, cold cache, median of ${RUNS}`);
    line("without pictures", anchor, "                                   ");
    line(
      "with pictures",
      pictured,
      `first screen's ${pictured.pictures} pictures loaded ${pictured.doneMs.toFixed(0).padStart(5)} ms`,
    );
    line(
      "again, warm cache",
      again,
      `first screen's ${again.pictures} pictures loaded ${again.doneMs.toFixed(0).padStart(5)} ms`,
    );
    console.info(
      `site cards: first screen complete with pictures = ${(pictured.doneMs / anchor.doneMs).toFixed(2)}× the list without (cards drawn ${(pictured.cardsMs / anchor.cardsMs).toFixed(2)}×, bytes ${(pictured.kib / anchor.kib).toFixed(2)}×, app's main thread ${(pictured.busyMs / anchor.busyMs).toFixed(2)}×, browser CPU ${(pictured.cpuMs / anchor.cpuMs).toFixed(2)}×)`,
    );
    console.info(
      `site cards: with pictures again within the hour (warm cache) = ${(again.doneMs / anchor.doneMs).toFixed(2)}× the list without (browser CPU ${(again.cpuMs / anchor.cpuMs).toFixed(2)}×)`,
    );
    const shots = [];
    for (const url of urls.slice(0, 3)) shots.push(await screenshotAtPublish(url));
    const shotMs = median(shots.map((shot) => shot.ms));
    console.info(
      `site cards: a screenshot at publish instead (Chromium started, page loaded, 1280×800 PNG of ${median(shots.map((shot) => shot.kib)).toFixed(0)} KiB) = ${shotMs.toFixed(0)} ms, ${(shotMs / publishMs).toFixed(2)}× a publish's own ${publishMs.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
