// The billing screens where the installation bills, checked as the accessibility suite checks its screens
// (e2e/accessibility.spec.ts): axe's serious and critical findings at 1280 and 375 px, light and dark.
// The suite's own server does not bill, so these states live in the billing journeys, on a billing app of
// their own. With BILLING_SHOTS set to a folder (outside the repository), each state is also saved there
// as a full-page screenshot at each width, to look at.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { THEME_STORAGE_KEY } from "@common/constants";
import type { Page } from "@playwright/test";
import { blockingFindings, showTheme, THEMES } from "./axe-findings";
import { expect } from "./fixtures";

const WIDTHS = [1280, 375] as const;
const SHOTS = process.env.BILLING_SHOTS;

/** Call before the page's first visit: the app then follows the emulated colour scheme. */
export async function followSystemTheme(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "system"), THEME_STORAGE_KEY);
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
      for (const finding of await blockingFindings(page)) {
        report.push(
          `${theme} ${width}px · ${finding.impact} ${finding.rule}: ${finding.help} — ${finding.targets.join(", ")}`,
        );
      }
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
