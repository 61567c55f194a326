import { THEME_STORAGE_KEY } from "@common/constants";
import { ADMIN_ROUTES, PUBLIC_ROUTES } from "@common/routes";
import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { loadsPerWidth, usesSharedOwner } from "./accessibility-kit";
import { axeTest } from "./accessibility-owner";
import { SCREENS, type Screen, signInWithSite, type Width } from "./accessibility-screens";
import { blockingFindings, showTheme, THEMES } from "./axe-findings";
import { allowConsoleErrors, expect } from "./fixtures";

const WIDTHS: Width[] = [1280, 375];
/**
 * Each width once, in each theme: the screen is opened and brought to its state at its first width,
 * then resized in place for the next, or opened again where its state or layout is made for a width
 * (loadsPerWidth).
 */
async function checkScreen(page: Page, screen: Screen, site: Site | null) {
  const report: string[] = [];
  for (const [index, width] of (screen.widths ?? WIDTHS).entries()) {
    await page.emulateMedia({ colorScheme: THEMES[0] });
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    if (index === 0 || loadsPerWidth(screen)) {
      await page.goto(screen.path(site as Site));
      await screen.ready(page);
      await screen.open?.(page, width);
    } else {
      await screen.ready(page);
    }
    for (const theme of THEMES) {
      await showTheme(page, theme);
      for (const finding of await blockingFindings(page)) {
        report.push(
          `${theme} ${width}px · ${finding.impact} ${finding.rule}: ${finding.help} — ${finding.targets.join(", ")}`,
        );
      }
    }
  }
  console.info(`axe ${screen.name}: ${report.length} serious or critical`);
  expect(report, `serious or critical axe findings on ${screen.name}`).toEqual([]);
}

axeTest("every route the router knows is in the accessibility suite", () => {
  const covered = new Set(SCREENS.map((screen) => screen.route));
  const missing = [...PUBLIC_ROUTES, ...ADMIN_ROUTES].filter((route) => !covered.has(route));
  expect(missing, "routes with no screen in e2e/accessibility-screens.ts").toEqual([]);
});

/** The app follows the system's theme, which showTheme switches: set before the app's first script reads it. */
async function followSystemTheme(page: Page) {
  // Frames without storage of their own (the sandboxed preview) refuse it, which changes nothing there.
  await page.addInitScript((key) => {
    try {
      localStorage.setItem(key, "system");
    } catch {}
  }, THEME_STORAGE_KEY);
}

for (const screen of SCREENS) {
  if (usesSharedOwner(screen)) {
    axeTest(`axe: ${screen.name}`, async ({ page, context, sharedOwner }) => {
      axeTest.setTimeout(120_000);
      await followSystemTheme(page);
      if (screen.allowedErrors) allowConsoleErrors(...screen.allowedErrors);
      await context.addCookies(sharedOwner.cookies);
      await checkScreen(page, screen, sharedOwner.site);
    });
  } else {
    axeTest(`axe: ${screen.name}`, async ({ page }) => {
      axeTest.setTimeout(120_000);
      await followSystemTheme(page);
      if (screen.allowedErrors) allowConsoleErrors(...screen.allowedErrors);
      const site = screen.signedIn ? await signInWithSite(page) : null;
      await checkScreen(page, screen, site);
    });
  }
}

// Not a screen of the app: what visitors of a password-protected site see on the site's own host.
axeTest("axe: a protected site's password page, before and after a wrong password", async ({ page }) => {
  // The page and a refused password answer 401, which the browser logs.
  allowConsoleErrors(/status of 401 .* @ http:\/\/[^/]+\/(\.webcraft\/unlock)?$/);
  const site = await signInWithSite(page);
  const protect = await page.request.put(`/api/sites/${site.id}/visibility`, {
    data: { visibility: "password", password: "axe-check" },
  });
  expect(protect.status()).toBe(200);
  expect((await page.request.post("/site/publish", { data: { site_id: site.id } })).status()).toBe(200);
  const report: string[] = [];
  for (const colorScheme of THEMES) {
    for (const width of WIDTHS) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(`${site.url}/`);
      for (const state of ["asked", "refused"]) {
        if (state === "refused") {
          await page.getByLabel("Password").fill("wrong");
          await page.getByRole("button", { name: "Enter site" }).click();
          await expect(page.getByRole("alert")).toBeVisible();
        } else {
          await expect(page.getByRole("heading", { name: "Password required" })).toBeVisible();
        }
        for (const finding of await blockingFindings(page)) {
          report.push(`${colorScheme} ${width}px ${state} · ${finding.impact} ${finding.rule}: ${finding.help}`);
        }
      }
    }
  }
  console.info(`axe password page: ${report.length} serious or critical`);
  expect(report).toEqual([]);
});
