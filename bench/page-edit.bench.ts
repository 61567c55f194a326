// Editing on the page against editing the code: the salon template's "Booking is easy" heading is changed
// again and again, alternately (1) in Edit mode on the preview, timed from the Enter that commits to the
// moment a freshly built preview shows the new words, and (2) in the Code tab as a developer would, timed
// from Ctrl+S to the moment the Preview tab shows them. Prints p50 and p95 of each and their ratio (the
// in-place edit against the code editor's save-and-preview). Builds nothing: run `npm run build` first.
// Run: npx tsx bench/page-edit.bench.ts
import { chromium, type Frame, type Page } from "@playwright/test";
import { startBuiltServer } from "./built-server";
import { median } from "./stats";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const FRAME = 'iframe[title="Preview of pages/Index.jsx"]';

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

async function shownFrame(page: Page): Promise<Frame> {
  const frame = await (await page.waitForSelector(FRAME, { timeout: 60_000 })).contentFrame();
  if (!frame) throw new Error("the preview frame has no document");
  return frame;
}

/** The shown frame once no newer preview is loading behind it (a swap would detach what we hold). */
async function settledFrame(page: Page): Promise<Frame> {
  for (;;) {
    if ((await page.locator('iframe[title$="(loading)"]').count()) === 0) {
      await page.waitForTimeout(300);
      const frame = await shownFrame(page);
      // A preview of unsaved code has no edit map; wait for the one built from the saved files.
      const editable = await frame
        .evaluate(() => document.getElementById("webcraft-edit-map") !== null)
        .catch(() => false);
      if (editable && (await page.locator('iframe[title$="(loading)"]').count()) === 0) return frame;
    }
    await page.waitForTimeout(50);
  }
}

/** Waits until the shown preview is a document built after the change (not the one edited) showing `words`. */
async function previewShows(page: Page, words: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const frame = await page
      .$(FRAME)
      .then((element) => element?.contentFrame())
      .catch(() => null);
    const shown = await frame
      ?.evaluate(
        (text) =>
          !document.body.dataset.benchOld && [...document.querySelectorAll("h2")].some((h) => h.textContent === text),
        words,
      )
      .catch(() => false);
    if (shown) return;
    await page.waitForTimeout(10);
  }
  throw new Error(`the preview never showed "${words}"`);
}

async function markOld(frame: Frame) {
  await frame.evaluate(() => {
    document.body.dataset.benchOld = "1";
  });
}

async function editOnPage(page: Page, words: string): Promise<number> {
  const frame = await settledFrame(page);
  const heading = frame.locator("h2", { hasText: /^Booking/ });
  await heading.click();
  await heading.press("ControlOrMeta+a");
  await heading.pressSequentially(words);
  await markOld(frame);
  const start = performance.now();
  await heading.press("Enter");
  await previewShows(page, words);
  return performance.now() - start;
}

/** The same change in the Code tab, as a developer makes it: find the line, retype it, Ctrl+S. */
async function editInCode(page: Page, words: string): Promise<number> {
  await page.getByRole("tab", { name: "Code" }).click();
  // Monaco loads on first use: wait until it holds the file, as a developer would.
  await page.locator('[data-slot="code-editor"][data-state="ready"]').waitFor({ timeout: 60_000 });
  const editor = page.locator('[data-slot="code-editor"] .monaco-editor');
  await editor.locator(".view-line", { hasText: "import" }).first().waitFor({ timeout: 60_000 });
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+f");
  await page.keyboard.type("Booking ");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  // The found "Booking " is selected; stretch the selection to the line's end and type over it.
  await page.keyboard.press("Shift+End");
  await page.keyboard.type(words);
  const start = performance.now();
  await page.keyboard.press("ControlOrMeta+s");
  await page.getByRole("tab", { name: "Preview" }).click();
  await previewShows(page, words);
  return performance.now() - start;
}

function summary(name: string, values: number[]) {
  const p50 = median(values);
  const p95 = percentile(values, 0.95);
  console.info(`${name.padEnd(34)} p50 ${p50.toFixed(0).padStart(6)} ms   p95 ${p95.toFixed(0).padStart(6)} ms`);
  return { p50, p95 };
}

async function main() {
  const { origin, stop } = await startBuiltServer("page-edit");
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const post = async (path: string, data: object) => {
      const response = await context.request.post(`${origin}${path}`, { data, headers: { origin } });
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
      return response.json();
    };
    await post("/api/auth/sign-up/email", { name: "Bench", email: "bench@example.com", password: "a sturdy password" });
    await post("/api/organizations", { name: "Bench Co" });
    const site = (await post("/api/sites", { template_id: "salon", site_data: { name: "Glow" } })) as { id: string };
    const page = await context.newPage();
    await page.goto(`${origin}/admin/site/${site.id}?file=pages%2FIndex.jsx`);
    await previewShows(page, "Booking is easy");

    const inPlace: number[] = [];
    const inCode: number[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        await page.getByRole("button", { name: "Edit", exact: true }).click();
        inPlace.push(await editOnPage(page, `Booking on the page ${round}`));
        await page.getByRole("button", { name: "Edit", exact: true }).click();
        inCode.push(await editInCode(page, `Booking in code ${round}`));
      }
    } catch (error) {
      await page.screenshot({ path: "/tmp/page-edit-bench-failure.png" });
      throw error;
    }
    console.info(`[page-edit] ${ROUNDS} rounds, salon home page, Chromium at 1280 × 800`);
    const page50 = summary("in place (Enter → new preview)", inPlace);
    const code50 = summary("code editor (Ctrl+S → preview)", inCode);
    console.info(
      `ratio in place / code editor: p50 ${(page50.p50 / code50.p50).toFixed(2)}×, p95 ${(page50.p95 / code50.p95).toFixed(2)}×`,
    );
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
