// The billing screens where the installation bills, checked as the accessibility suite checks its screens
// (e2e/accessibility.spec.ts): axe's serious and critical findings at 1280 and 375 px, light and dark.
// The suite's own server does not bill, so these states live in the billing journeys, on a billing app of
// their own. With BILLING_SHOTS set to a folder (outside the repository), each state is also saved there
// as a full-page screenshot at each width, to look at.
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { THEME_STORAGE_KEY } from "@common/constants";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WIDTHS = [1280, 375] as const;
const THEMES = ["light", "dark"] as const;
const SHOTS = process.env.BILLING_SHOTS;

/** Call before the page's first visit: the app then follows the emulated colour scheme. */
export async function followSystemTheme(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
}

async function blockingFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      iframes: false,
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
  });
}

async function showTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // Colours fade (transition-colors): axe reads them once every fade has ended.
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const ended = Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

/** Checks the state the page shows now at each width and theme; `ready` waits for it after a resize. */
export async function checkBillingState(page: Page, name: string, ready: () => Promise<void>) {
  const report: string[] = [];
  const size = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await ready();
    for (const theme of THEMES) {
      await showTheme(page, theme);
      for (const finding of await blockingFindings(page)) report.push(`${theme} ${width}px · ${finding}`);
      if (SHOTS && theme === "light") {
        mkdirSync(SHOTS, { recursive: true });
        const file = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${width}.png`;
        await page.screenshot({ path: join(SHOTS, file), fullPage: true });
      }
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  if (size) await page.setViewportSize(size);
  console.info(`axe ${name}: ${report.length} serious or critical`);
  expect(report, `serious or critical axe findings on ${name}`).toEqual([]);
}
