// Our target for published sites: Lighthouse 12 (mobile, its default: a mid-range phone on slow 4G,
// simulated) on a new site's starter pages as published, with no settings changed, scores
//   SEO 100   accessibility ≥ 95   best practices ≥ 95   performance ≥ 95
// on each page its sitemap lists, as the median of 3 runs (BENCH_RUNS=n to change). Starts the built
// server (run `npm run build` first: publishing needs the builder's files beside it) on a free port with
// a temporary DATA_DIR and SQLite, signs an owner up, publishes the starter site and drives Debian's
// Chromium (CHROME_PATH, else /usr/bin/chromium) at http://{slug}.localhost:{port}/, which Chromium
// resolves to this machine. About 2 minutes. BENCH_TEMPLATE=restaurant benches a new site made from that
// template (docs/product.md#templates) instead of the starter site; bench/templates.bench.ts measures them all.
// Run: npx tsx bench/lighthouse.bench.ts
import { ownerWithSite } from "./bench-app";
import {
  LIGHTHOUSE_VERSION,
  type LighthouseRun,
  median,
  RUNS,
  runLighthouse,
  sitemapPages,
  withServerAndChrome,
} from "./lighthouse-kit";

const TARGETS = { seo: 100, accessibility: 95, "best-practices": 95, performance: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const TITLES: Record<Category, string> = {
  seo: "SEO",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  performance: "Performance",
};

await withServerAndChrome(async (port, chromePort) => {
  let failed = false;
  const template = process.env.BENCH_TEMPLATE;
  const owner = await ownerWithSite(port, template ? { name: "Bench", template_id: template } : undefined);
  const published = await owner.call("POST", "/site/publish", JSON.stringify({ site_id: owner.site.id }), {
    "content-type": "application/json",
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.body}`);
  const what = template ? `a site from the ${template} template` : "the starter site";
  console.info(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile) on ${what} as published, http://${owner.siteHost}`);
  console.info(`each page ${RUNS} times; the median score per category, every run's in brackets`);
  for (const path of await sitemapPages(port, owner.siteHost)) {
    const runs: LighthouseRun<Category>[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await runLighthouse(chromePort, `http://${owner.siteHost}${path}`, CATEGORIES));
    }
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
  return !failed;
});
