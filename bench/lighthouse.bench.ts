// Our target for published sites: Lighthouse 12 (mobile, its default: a mid-range phone on slow 4G,
// simulated) on a new site's starter pages as published, with no settings changed, scores
//   SEO 100   accessibility ≥ 95   best practices ≥ 95   performance ≥ 95
// on each page. Starts the built server (run `npm run build` first: publishing needs the builder's files
// beside it) on a free port with a temporary DATA_DIR and SQLite, signs an owner up, publishes the starter
// site and drives Debian's Chromium (CHROME_PATH, else /usr/bin/chromium) at http://{slug}.localhost:{port}/,
// which Chromium resolves to this machine. About 60 s.
// Run: npx tsx bench/lighthouse.bench.ts
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ownerWithSite } from "./bench-app";
import { freePort } from "./http-bench";

const SERVER_ENTRY = "dist/server/main.js";

const TARGETS = { seo: 100, accessibility: 95, "best-practices": 95, performance: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const TITLES: Record<Category, string> = {
  seo: "SEO",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  performance: "Performance",
};
const PAGES = ["/", "/about", "/contact"];
/** Lighthouse's own advice: its scores vary from run to run, so take the median of several. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Run = { scores: Record<Category, number>; weak: string[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One Lighthouse run (mobile): the four scores and the audits that cost points. */
async function runLighthouse(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const weighed = new Set(
    Object.values(categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const weak: string[] = [];
  for (const audit of Object.values(audits)) {
    if (!weighed.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
    weak.push(`${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`.trim());
    if (process.env.BENCH_VERBOSE) console.info(JSON.stringify(audit.details, null, 1).slice(0, 3000));
  }
  return { scores, weak };
}
const LIGHTHOUSE_VERSION = "12";

async function waitUntilServing(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "webcraft-lighthouse-bench-"));
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  let failed = false;
  try {
    await waitUntilServing(port);
    const owner = await ownerWithSite(port);
    const published = await owner.call("POST", "/site/publish", JSON.stringify({ site_id: owner.site.id }), {
      "content-type": "application/json",
    });
    if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.body}`);
    console.info(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile) on the published starter site, http://${owner.siteHost}`);
    console.info(`each page ${RUNS} times; the median score per category, every run's in brackets`);
    for (const path of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(chrome.port, `http://${owner.siteHost}${path}`));
      const scores = CATEGORIES.map((key) => {
        const all = runs.map((run) => run.scores[key]);
        const score = median(all);
        const ok = score >= TARGETS[key];
        failed ||= !ok;
        return `${TITLES[key]} ${score} [${all.join(" ")}] ${ok ? "✓" : `✗ (target ≥ ${TARGETS[key]})`}`;
      });
      console.info(`  ${path.padEnd(9)} ${scores.join("   ")}`);
      // What cost points in any run, so a failing run says what to fix.
      for (const line of new Set(runs.flatMap((run) => run.weak))) console.info(`      ${line}`);
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
