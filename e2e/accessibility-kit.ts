import type { ADMIN_ROUTES, PUBLIC_ROUTES } from "@common/routes";
import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { editorSettled, expect } from "./fixtures";

export type Width = 1280 | 375;
export type ScreenRoute = (typeof ADMIN_ROUTES)[number] | (typeof PUBLIC_ROUTES)[number] | "not found";

/**
 * One state of one screen that the accessibility suite checks. `route` is the router's pattern the
 * screen belongs to, so a screen added to the router without an entry here fails the suite.
 */
export type Screen = {
  name: string;
  route: ScreenRoute;
  /** Signed in as the owner of an organization with one site, whose id the path may use. */
  signedIn: boolean;
  path: (site: Site) => string;
  /** Waits until the screen has drawn what it shows. */
  ready: (page: Page) => Promise<void>;
  /** Opens the dialog, menu or panel this state is about. */
  open?: (page: Page, width: Width) => Promise<void>;
  /** The widths this state exists at (the mobile drawer, say, only on phones). */
  widths?: Width[];
  /** Console errors the screen provokes on purpose (a not-found screen's 404, say). */
  allowedErrors?: RegExp[];
};

export const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole("heading", { name }).first()).toBeVisible();

export function publicScreen(name: string, route: ScreenRoute, path: string, ready: Screen["ready"]): Screen {
  return { name, route, signedIn: false, path: () => path, ready };
}

export function admin(name: string, route: ScreenRoute, path: (site: Site) => string, ready: Screen["ready"]): Screen {
  return { name, route, signedIn: true, path, ready };
}

/** "Coming soon" screens share one component; each route still gets its visit. */
export function planned(route: ScreenRoute, path: (site: Site) => string, title: string): Screen {
  return admin(title, route, path, heading(title));
}

export async function editorReady(page: Page) {
  await expect(page.getByRole("button", { name: "Publish", exact: true }).first()).toBeVisible();
  await expect(page.locator("iframe").first()).toBeVisible();
}

/** The Code tab; phones switch in the bottom bar. */
export async function codeReady(page: Page, width: Width = 1280) {
  if (width === 375) await page.getByRole("button", { name: "Code", exact: true }).click();
  else await page.getByRole("tab", { name: "Code" }).click();
  await editorSettled(page);
}
