// The templates' quality bar, on each template as a new site publishes it: on every page its sitemap
// lists, Lighthouse 12 mobile (a mid-range phone on slow 4G, simulated)
//   performance ≥ 95   accessibility ≥ 95   (the median of 3 runs; BENCH_RUNS=n to change)
// and axe-core with no serious or critical finding, in the light and in the dark colour scheme (the
// templates follow the visitor's). Starts the built server (run `npm run build` first) with SQLite in a
// temporary DATA_DIR, signs an owner up, creates a site from each template through the API
// (POST /api/sites { name, template_id }) and publishes it. BENCH_TEMPLATES=church,shop picks some.
// Prints a table per template and each score's ratio to its target. About 3 minutes a template.
// Run: npx tsx bench/templates.bench.ts
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright";
import { ownerWithSite } from "./bench-app";
import {
  CHROME_PATH,
  LIGHTHOUSE_VERSION,
  type LighthouseRun,
  median,
  RUNS,
  runLighthouse,
  sitemapPages,
  withServerAndChrome,
} from "./lighthouse-kit";

const TARGETS = { performance: 95, accessibility: 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const SCHEMES = ["light", "dark"] as const;

type Row = { path: string; scores: Record<Category, number>; axe: number; notes: string[] };
type Template = { id: string; name: string };
type AxeResult = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };

const ratio = (score: number, target: number) => `${(score / target).toFixed(2)}×`;

/** Serious and critical axe-core findings (one per element) on the page, in both colour schemes. */
async function axeFindings(browser: import("playwright").Browser, url: string) {
  let count = 0;
  const notes: string[] = [];
  for (const colorScheme of SCHEMES) {
    const page = await browser.newPage({ colorScheme, viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: "load" });
    await page.addScriptTag({ content: AXE_SOURCE });
    const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
    for (const violation of result.violations) {
      if (violation.impact !== "serious" && violation.impact !== "critical") continue;
      count += violation.nodes.length;
      notes.push(`axe ${colorScheme}: ${violation.id} (${violation.impact}) on ${violation.nodes.length} element(s)`);
    }
    await page.close();
  }
  return { count, notes };
}

function printTable(template: Template, rows: Row[]) {
  const pathWidth = Math.max(6, ...rows.map((row) => row.path.length));
  console.info(`\n${template.name} (${template.id})`);
  console.info(`  ${"Page".padEnd(pathWidth)}  Performance        Accessibility      axe serious+critical`);
  for (const row of rows) {
    const cells = CATEGORIES.map((key) => {
      const ok = row.scores[key] >= TARGETS[key] ? "✓" : "✗";
      return `${String(row.scores[key]).padStart(3)} ${ratio(row.scores[key], TARGETS[key])} ${ok}`.padEnd(19);
    });
    console.info(`  ${row.path.padEnd(pathWidth)}  ${cells.join("")}${row.axe} ${row.axe === 0 ? "✓" : "✗"}`);
    for (const note of row.notes) console.info(`      ${note}`);
  }
  const lowest = (key: Category) => Math.min(...rows.map((row) => row.scores[key]));
  const worst = CATEGORIES.map(
    (key) => `${key} ${lowest(key)} (${ratio(lowest(key), TARGETS[key])} of ${TARGETS[key]})`,
  );
  const findings = rows.reduce((sum, row) => sum + row.axe, 0);
  console.info(`  lowest: ${worst.join(", ")}; axe findings ${findings} (target 0)`);
}

await withServerAndChrome(async (port, chromePort) => {
  const owner = await ownerWithSite(port);
  const listed = await owner.call("GET", "/api/templates");
  if (listed.status !== 200) throw new Error(`GET /api/templates: ${listed.status} ${listed.body}`);
  const chosen = process.env.BENCH_TEMPLATES?.split(",");
  const templates = (JSON.parse(listed.body.toString("utf8")).templates as Template[]).filter(
    (template) => !chosen || chosen.includes(template.id),
  );
  console.info(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile), median of ${RUNS}, and axe-core (light and dark)`);
  console.info(`targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, axe 0`);
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  let passed = true;
  try {
    for (const template of templates) {
      const created = await owner.call(
        "POST",
        "/api/sites",
        JSON.stringify({ name: template.name, template_id: template.id }),
        {
          "content-type": "application/json",
        },
      );
      if (created.status !== 201) throw new Error(`create from ${template.id}: ${created.status} ${created.body}`);
      const site = JSON.parse(created.body.toString("utf8")) as { id: string; slug: string };
      const published = await owner.call("POST", "/site/publish", JSON.stringify({ site_id: site.id }), {
        "content-type": "application/json",
      });
      if (published.status !== 200) throw new Error(`publish ${template.id}: ${published.status} ${published.body}`);
      const host = `${site.slug}.localhost:${port}`;
      const rows: Row[] = [];
      for (const path of await sitemapPages(port, host)) {
        const url = `http://${host}${path}`;
        const runs: LighthouseRun<Category>[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(chromePort, url, CATEGORIES));
        const scores = Object.fromEntries(
          CATEGORIES.map((key) => [key, median(runs.map((run) => run.scores[key]))]),
        ) as Record<Category, number>;
        const axe = await axeFindings(browser, url);
        const notes = [...new Set(runs.flatMap((run) => run.weak)), ...axe.notes];
        rows.push({ path, scores, axe: axe.count, notes });
        passed &&= axe.count === 0 && CATEGORIES.every((key) => scores[key] >= TARGETS[key]);
      }
      printTable(template, rows);
    }
  } finally {
    await browser.close();
  }
  return passed;
});
