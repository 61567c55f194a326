// What the Lighthouse benchmarks share: the built server on a free port with a temporary DATA_DIR and
// SQLite, Debian's Chromium (CHROME_PATH, else /usr/bin/chromium) and one Lighthouse run with the
// audits that cost points. Run `npm run build` first: publishing needs the builder's files beside it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { httpCall } from "./bench-app";
import { freePort } from "./http-bench";

const SERVER_ENTRY = "dist/server/main.js";
export const LIGHTHOUSE_VERSION = "12";
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** Lighthouse's own advice: its scores vary from run to run, so take the median of several. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export type LighthouseRun<C extends string> = { scores: Record<C, number>; weak: string[] };

/** One Lighthouse run (mobile, its default) of `categories`: the scores out of 100 and the audits that cost points. */
export async function runLighthouse<C extends string>(
  chromePort: number,
  url: string,
  categories: readonly C[],
): Promise<LighthouseRun<C>> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories: found, audits } = result.lhr;
  const scores = Object.fromEntries(
    categories.map((key) => [key, Math.round((found[key]?.score ?? 0) * 100)]),
  ) as Record<C, number>;
  const weighed = new Set(
    Object.values(found).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  const weak: string[] = [];
  for (const audit of Object.values(audits)) {
    if (!weighed.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
    weak.push(`${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`.trim());
    if (process.env.BENCH_VERBOSE) console.info(JSON.stringify(audit.details, null, 1).slice(0, 3000));
  }
  return { scores, weak };
}

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

/** The pages a published site's sitemap lists, as paths. */
export async function sitemapPages(port: number, siteHost: string): Promise<string[]> {
  const sitemap = await httpCall(port, siteHost, "GET", "/sitemap.xml");
  const pages = [...sitemap.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  if (pages.length === 0) throw new Error(`the sitemap lists no pages: ${sitemap.status} ${sitemap.body}`);
  return pages;
}

/**
 * Starts the built server and Chromium, runs `body` with the server's port and Chromium's debugging port,
 * then stops both and removes the data. Exits with 1 when `body` answers false (a target missed).
 */
export async function withServerAndChrome(body: (port: number, chromePort: number) => Promise<boolean>) {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "webcraft-lighthouse-bench-"));
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", MAIL_SMTP_PORT: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  let passed = false;
  try {
    await waitUntilServing(port);
    passed = await body(port, chrome.port);
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = passed ? 0 : 1;
}
