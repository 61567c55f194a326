// axe-core over what a page shows now: the accessibility suite's check (serious and critical findings, in
// each theme, switched without a reload), shared with the states checked inside journeys (billing), and a
// plain check for pages outside the admin (a published site's pages, the shop's checkout on a site's host).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// Evaluated through the debugging protocol, which the app's content security policy does not govern.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const THEMES = ["light", "dark"] as const;

/** What fails the suite; moderate and minor findings are reported by axe but left to judgement. */
const BLOCKING = new Set(["serious", "critical"]);

export type Finding = { rule: string; impact: string; help: string; targets: string[] };

/** Puts axe-core into the page's document, once: each theme of a screen is checked in the same document. */
async function injectAxe(page: Page) {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (loaded) return;
  await page.evaluate(AXE_SOURCE);
}

/** axe-core over the page as it stands (the preview frame's user content aside), blocking findings only. */
export async function blockingFindings(page: Page): Promise<Finding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      iframes: false,
      // Every node of every violation, as before; passes and the rest are not gathered, which nothing reads.
      resultTypes: ["violations"],
      // An experimental rule, off by default: a control's name must contain its visible label.
      rules: { "label-content-name-mismatch": { enabled: true } },
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return violations.filter((finding) => BLOCKING.has(finding.impact));
}

/**
 * Shows the page in `theme` without loading it again: the suite's pages follow the system's theme (set
 * before any script runs, see below), so switching the emulated colour scheme switches the app as a
 * visitor's system would, open dialogs and menus included. Colours fade for a moment (transition-colors):
 * axe reads them once every fade has ended.
 */
export async function showTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    const fades = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A fade the page keeps restarting never ends: a second is longer than any of the app's own.
    const ended = Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

/** Each finding as "rule: selectors"; empty when there is none. */
export async function axeFindings(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
}
