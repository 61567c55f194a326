import { THEME_STORAGE_KEY } from "@common/constants";
import { ADMIN_ROUTES, PUBLIC_ROUTES } from "@common/routes";
import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { SCREENS, type Screen, signInWithSite, type Width } from "./accessibility-screens";
import { blockingFindings, showTheme, THEMES } from "./axe-findings";
import { allowConsoleErrors, expect, test } from "./fixtures";

const WIDTHS: Width[] = [1280, 375];
/** Each width once: the screen is opened, brought to its state, then checked in each theme. */
async function checkScreen(page: Page, screen: Screen, site: Site | null) {
  const report: string[] = [];
  for (const width of screen.widths ?? WIDTHS) {
    await page.emulateMedia({ colorScheme: THEMES[0] });
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto(screen.path(site as Site));
    await screen.ready(page);
    await screen.open?.(page, width);
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

test("every route the router knows is in the accessibility suite", () => {
  const covered = new Set(SCREENS.map((screen) => screen.route));
  const missing = [...PUBLIC_ROUTES, ...ADMIN_ROUTES].filter((route) => !covered.has(route));
  expect(missing, "routes with no screen in e2e/accessibility-screens.ts").toEqual([]);
});

for (const screen of SCREENS) {
  test(`axe: ${screen.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    // The app follows the system's theme, which showTheme switches; set before its first script reads it.
    // Frames without storage of their own (the sandboxed preview) refuse it, which changes nothing there.
    await page.addInitScript((key) => {
      try {
        localStorage.setItem(key, "system");
      } catch {}
    }, THEME_STORAGE_KEY);
    if (screen.allowedErrors) allowConsoleErrors(...screen.allowedErrors);
    const site = screen.signedIn ? await signInWithSite(page) : null;
    await checkScreen(page, screen, site);
  });
}

// Not a screen of the app: what visitors of a password-protected site see on the site's own host.
test("axe: a protected site's password page, before and after a wrong password", async ({ page }) => {
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
