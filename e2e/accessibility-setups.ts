import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { someVisitors, waitForViews } from "./analytics-helpers";
import { expect, signUpWithSite } from "./fixtures";
import { postForm, publishViaApi } from "./form-helpers";

/** The organization's one site, published, with ten page views counted (once: each theme and width comes here) and shown in `panel`. */
export async function withVisitors(page: Page, panel: import("@playwright/test").Locator) {
  const [site] = ((await (await page.request.get("/api/sites")).json()) as { sites: Site[] }).sites;
  if (!site) throw new Error("no site");
  if (!site.published_at) {
    await publishViaApi(page, site.id);
    await someVisitors(site.slug);
  }
  await waitForViews(page, panel, 10);
  await expect(panel.locator("figure svg").first()).toBeVisible();
}

/** The site of the page's inbox, from its address. */
function inboxSiteId(page: Page): string {
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** The inbox's site gets its contact form (named by the admin, with no submission yet), and the page shows it. */
export async function withForm(page: Page) {
  const response = await page.request.patch(`/api/sites/${inboxSiteId(page)}/forms/contact`, {
    data: { webhook_url: null },
  });
  expect(response.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Forms and folders" })).toBeVisible();
}

/** The inbox's site is published and a visitor sends its contact form; the page shows the submission. */
export async function withSubmission(page: Page) {
  const siteId = inboxSiteId(page);
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Site;
  if (!site.published_at) await publishViaApi(page, siteId);
  await postForm(site.slug, "contact", { name: "Ada", email: "ada@example.com", message: "Hello\nthere" });
  await page.reload();
  await expect(page.getByRole("list", { name: "Submissions" })).toBeVisible();
}

/** The content list's site gets two posts, one published; answers them. */
export async function withPosts(page: Page): Promise<{ id: string }[]> {
  const sites = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  const siteId = sites.sites[0]?.id ?? "";
  const posts: { id: string }[] = [];
  for (const [title, tags] of [
    ["Opening hours", ["news"]],
    ["Our new espresso blend", ["coffee", "news"]],
  ] as const) {
    const body = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Winter hours" }] },
        { type: "paragraph", content: [{ type: "text", text: "We open at seven from June." }] },
      ],
    };
    const response = await page.request.post(`/api/sites/${siteId}/posts`, { data: { title, tags: [...tags], body } });
    expect(response.status()).toBe(201);
    posts.push((await response.json()) as { id: string });
  }
  const published = await page.request.post(`/api/sites/${siteId}/posts/${posts[1]?.id}/publish`, { data: {} });
  expect(published.status()).toBe(200);
  return posts;
}

/** A signed-in owner of an organization with one site, for the admin screens. */
export function signInWithSite(page: Page): Promise<Site> {
  return signUpWithSite(page, "Karoo Coffee");
}

/** The organization's sites deleted (once: each theme and width comes here); the page shows the templates. */
export async function withoutSites(page: Page) {
  const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  for (const site of sites) expect((await page.request.delete(`/api/sites/${site.id}`)).status()).toBe(204);
  await page.reload();
  await expect(page.getByRole("list", { name: "Templates" }).getByRole("link").first()).toBeVisible();
}

/** The organization's one site published; the page shows its card's picture, loaded. */
export async function withPublishedPicture(page: Page) {
  const [site] = ((await (await page.request.get("/api/sites")).json()) as { sites: Site[] }).sites;
  if (!site) throw new Error("no site");
  if (!site.published_at) await publishViaApi(page, site.id);
  await page.reload();
  await expect(page.locator('[data-slot="site-picture"]')).toHaveAttribute("data-state", "loaded", {
    timeout: 30_000,
  });
}
