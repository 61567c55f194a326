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
  /**
   * Its `open` step writes nothing on the server (it opens a dialog or a menu, or keeps a draft in the
   * page's own storage), so the worker's owner and site serve it (see usesSharedOwner).
   */
  sharesOwner?: boolean;
};

/**
 * Signed-in screens that write nothing on the server share one owner and site per worker
 * (accessibility-owner.ts): a screen with no `open` step, or one that says so. Every other one signs up
 * an owner of its own, so nothing one screen makes is ever what another shows, and an empty state stays
 * empty: no screen that shares writes anything for the others to see.
 */
export function usesSharedOwner(screen: Screen): boolean {
  return screen.signedIn && (screen.open === undefined || screen.sharesOwner === true);
}

/**
 * Screens whose layout is chosen once when they mount, not only by CSS and media-query listeners: the
 * editor's explorer starts collapsed or open by the width it meets (web/features/site-editor/components/
 * use-explorer-panel.ts), so each width loads it afresh.
 */
const LAID_OUT_AT_MOUNT: ScreenRoute[] = ["/admin/site/:id"];

/**
 * Loaded again for each width: a screen brought to its state by an `open` step (made for that width),
 * or laid out at mount. Any other screen is resized in place, which re-lays it out as a load at that
 * width would: CSS media queries and the app's matchMedia and ResizeObserver listeners follow a resize.
 */
export function loadsPerWidth(screen: Screen): boolean {
  return screen.open !== undefined || LAID_OUT_AT_MOUNT.includes(screen.route);
}

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
