import type { Federation } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { admin, heading, type Screen } from "./accessibility-kit";
import { expect } from "./fixtures";

// Each state starts on /admin/federated (or a site's tab of it) and sets the site up through the API
// first; each width comes here once, and what the first made is there again for the second.

const OVERVIEW = () => "/admin/federated";
const siteTab = (tab: string) => (site: Site) => `/admin/federated?site=${site.id}&tab=${tab}`;

async function firstSite(page: Page): Promise<Site> {
  const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  if (!sites[0]) throw new Error("no site");
  return sites[0];
}

/** The organization's one site on the fediverse, asking to approve its followers; the page shows it again. */
async function withFederation(page: Page): Promise<Federation> {
  const site = await firstSite(page);
  const response = await page.request.put(`/api/sites/${site.id}/federation`, {
    data: { enabled: true, handle: "karoo", display_name: "Karoo Coffee", approve_follows: true },
  });
  expect(response.status()).toBe(200);
  await page.reload();
  return (await response.json()) as Federation;
}

function federated(name: string, path: Screen["path"], open: Screen["open"]): Screen {
  return { ...admin(`Federated, ${name}`, "/admin/federated", path, heading("Federated")), open };
}

export const FEDERATED_SCREENS: Screen[] = [
  {
    ...federated("no site on the fediverse yet", OVERVIEW, async (page) => {
      await expect(page.getByText("None of your sites is on the fediverse yet")).toBeVisible();
    }),
    // It only reads: the worker's owner has no site on the fediverse.
    sharesOwner: true,
  },
  federated("no sites at all", OVERVIEW, async (page) => {
    // Off the screen while its sites go: an open screen asks again for a site just deleted, and logs the 404.
    const screen = page.url();
    await page.goto("about:blank");
    const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
    for (const site of sites) expect((await page.request.delete(`/api/sites/${site.id}`)).status()).toBe(204);
    await page.goto(screen);
    await expect(page.getByRole("heading", { name: "Put a site on the fediverse" })).toBeVisible();
  }),
  federated("a site on the fediverse", OVERVIEW, async (page) => {
    const federation = await withFederation(page);
    await expect(page.getByText(federation.address, { exact: true })).toBeVisible();
  }),
  federated("a site's settings", siteTab("settings"), async (page) => {
    await withFederation(page);
    await expect(page.getByRole("switch", { name: "On the fediverse" })).toBeChecked();
  }),
  federated("turning a site off asks first", siteTab("settings"), async (page) => {
    await withFederation(page);
    await page.getByRole("switch", { name: "On the fediverse" }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alertdialog", { name: /^Take .* off the fediverse\?$/ })).toBeVisible();
  }),
  federated("choosing the avatar", siteTab("settings"), async (page) => {
    await withFederation(page);
    await page.getByRole("button", { name: "Choose avatar" }).click();
    await expect(page.getByRole("dialog", { name: "Choose the avatar" })).toBeVisible();
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
  }),
  federated("followers and requests, none yet", siteTab("followers"), async (page) => {
    await withFederation(page);
    await expect(page.getByText("No requests waiting.")).toBeVisible();
    await expect(page.getByText("No followers yet")).toBeVisible();
  }),
  federated("interactions, none yet", siteTab("interactions"), async (page) => {
    await withFederation(page);
    await expect(page.getByText("No replies, likes or boosts yet")).toBeVisible();
  }),
  federated("blocks", siteTab("blocks"), async (page) => {
    await withFederation(page);
    const site = await firstSite(page);
    const blocks = (await (await page.request.get(`/api/sites/${site.id}/federation/blocks`)).json()) as {
      blocks: unknown[];
    };
    if (blocks.blocks.length === 0) {
      const response = await page.request.post(`/api/sites/${site.id}/federation/blocks`, {
        data: { kind: "domain", value: "spam.example" },
      });
      expect(response.status()).toBe(201);
      await page.reload();
    }
    await expect(page.getByRole("listitem", { name: "spam.example" })).toBeVisible();
  }),
  federated("deliveries, none yet", siteTab("deliveries"), async (page) => {
    await withFederation(page);
    await expect(page.getByText("Nothing sent yet")).toBeVisible();
  }),
];
