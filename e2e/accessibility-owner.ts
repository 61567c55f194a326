import { randomBytes } from "node:crypto";
import type { Site } from "@common/schemas/sites";
import type { BrowserContext, Page } from "@playwright/test";
import { signInWithSite } from "./accessibility-setups";
import { E2E_PORT } from "./data-dir";
import { expect, filesViaApi, test } from "./fixtures";

/** The session cookies of an owner with one site, and that site. */
export type SharedOwner = { cookies: Awaited<ReturnType<BrowserContext["cookies"]>>; site: Site };

/** What a screen that shares the owner must leave as it found it: the sites, and the site's files and versions. */
async function footprint(page: Page, siteId: string): Promise<string[]> {
  const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  const files = await filesViaApi(page, siteId);
  return [
    ...sites.map((site) => `site ${site.id} ${site.published_at ?? "unpublished"}`),
    ...files.map((file) => `file ${file.full_path} ${file.current_version?.version_number ?? "-"}`),
  ].sort();
}

/**
 * The accessibility suite's test: every test of the suite uses this one (a second test object with its
 * own worker fixture would put its tests in workers of their own). `sharedOwner` is made the first time
 * a test of a worker asks for it: one sign-up, organization and site per worker instead of one per
 * screen, for the screens that change nothing on the server (accessibility-kit.ts, usesSharedOwner).
 * When the worker ends, the owner's sites and files must be as they were made: a screen that shares
 * the owner and wrote anything would change what the next one shows.
 */
export const axeTest = test.extend<Record<never, never>, { sharedOwner: SharedOwner }>({
  sharedOwner: [
    async ({ browser }, use) => {
      const origin = `http://localhost:${E2E_PORT}`;
      const b = randomBytes(3);
      // A browser context, as each test's own sign-up had: the session names the same browser. Writes
      // with the session cookie must name the app (fixtures.ts), as the SPA's own do.
      const context = await browser.newContext({
        baseURL: origin,
        extraHTTPHeaders: { "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}`, origin },
      });
      const page = await context.newPage();
      const site = await signInWithSite(page);
      const before = await footprint(page, site.id);
      await use({ cookies: await context.cookies(), site });
      expect(await footprint(page, site.id), "the shared owner's sites and files, after its screens").toEqual(before);
      await context.close();
    },
    { scope: "worker" },
  ],
});
