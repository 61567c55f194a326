import type { Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { allowConsoleErrors, expect, signUpWithSite, test, toast } from "./fixtures";
import { png } from "./media-helpers";
import { body, expectSaved } from "./posts-helpers";

// A site build, Monaco's first load and a wait for the scheduled minute share two busy cores.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const SLOW = { timeout: 30_000 };

type AtomEntry = { title: string | { "#text": string }; link?: { "@href": string } | { "@href": string }[] };

function entriesOf(xml: string): AtomEntry[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => name === "entry",
  });
  const doc = parser.parse(xml) as { feed?: { entry?: AtomEntry[] } };
  expect(doc.feed, "the feed is an Atom <feed>").toBeDefined();
  return doc.feed?.entry ?? [];
}

const textOf = (title: AtomEntry["title"]) => (typeof title === "string" ? title : title["#text"]);
const hrefsOf = (entry: AtomEntry) => [entry.link ?? []].flat().map((link) => link["@href"]);

/**
 * The `datetime-local` value of the next whole minute at least `lead` ms away, in the browser's zone: the
 * editor's schedule field takes minutes (no seconds), so this is the nearest time a person can pick.
 */
function nextMinute(page: Page, lead: number): Promise<{ value: string; at: number }> {
  return page.evaluate((leadMs) => {
    const at = Math.ceil((Date.now() + leadMs) / 60_000) * 60_000;
    const offset = new Date(at).getTimezoneOffset() * 60_000;
    return { value: new Date(at - offset).toISOString().slice(0, 16), at };
  }, lead);
}

test("write a post with a heading, a link and an image, schedule it, and see it go live on the site and in the feed", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Karoo Journal");
  const siteUrl = `http://${site.slug}.localhost:${PORT}`;
  // The starter site has no icon; a visitor's browser asks for /favicon.ico anyway and logs the site's 404.
  allowConsoleErrors(
    new RegExp(`^Failed to load resource: .*status of 404 .* @ http://${site.slug}\\.localhost:${PORT}/favicon\\.ico$`),
  );

  // The site goes live first, from the site editor.
  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page)).toContainText("Site published", SLOW);

  // An image into the media library, from the file picker.
  await page.goto(`/admin/media/${site.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload files" }).click();
  await (await chooser).setFiles([await png("pumpkins.png", "#ea580c", 200)]);
  await expect(
    page.getByRole("list", { name: "Folders and files" }).getByRole("button", { name: /^pumpkins\.png/ }),
  ).toBeVisible(SLOW);

  // Blog → New post: a title, a heading, a paragraph with a link, the image from media.
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await page.getByRole("button", { name: "New post" }).first().click();
  await expect(page).toHaveURL(/\/admin\/content\/[^/]+$/);
  await expectSaved(page);
  await page.getByLabel("Title").fill("Pumpkin season");
  await expect(page.getByLabel("Slug")).toHaveValue("pumpkin-season");
  await body(page).click();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("The harvest is in");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Come and pick your own at ");
  await page.getByRole("button", { name: "Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await linkDialog.getByLabel("Address").fill("https://karoo.example/farm");
  await linkDialog.getByRole("button", { name: "Save link" }).click();
  await expect(body(page).getByRole("link", { name: "https://karoo.example/farm" })).toBeVisible();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Image from media" }).click();
  await page
    .getByRole("dialog", { name: "Insert an image" })
    .getByRole("button", { name: /pumpkins\.png/ })
    .click();
  await expect(body(page).locator("img")).toHaveAttribute("src", `${site.url}/media/pumpkins.png`);
  await expectSaved(page);

  // Scheduled a little ahead with the Schedule control; nobody publishes it by hand.
  const publishing = page.getByRole("region", { name: "Publishing" });
  await publishing.getByRole("button", { name: "Schedule" }).click();
  const when = await nextMinute(page, 15_000);
  await publishing.getByLabel("Go live on").fill(when.value);
  await publishing.getByRole("button", { name: "Schedule for this time" }).click();
  await expect(toast(page).filter({ hasText: "Post scheduled" })).toBeVisible();
  await expect(publishing.getByText("Scheduled", { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Blog", exact: true }).click();
  const row = page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: "Pumpkin season" });
  await expect(row).toContainText("Scheduled");

  // Not on the site before its time; on it soon after, by itself. A visitor's browser asks the site's host
  // (the test's own client would have to resolve *.localhost itself); until then the page is the site's 404.
  const postUrl = `${siteUrl}/blog/pumpkin-season`;
  allowConsoleErrors(new RegExp(`^Failed to load resource: .*status of 404 .* @ ${postUrl}$`));
  const visitor = await page.context().newPage();
  expect(Date.now()).toBeLessThan(when.at);
  expect((await visitor.goto(postUrl))?.status()).toBe(404);
  await expect
    .poll(async () => (await visitor.goto(postUrl))?.status(), {
      timeout: when.at - Date.now() + 45_000,
      intervals: [1_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at);

  await expect(visitor.getByRole("heading", { level: 1, name: "Pumpkin season" })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "The harvest is in" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "https://karoo.example/farm" })).toHaveAttribute(
    "href",
    "https://karoo.example/farm",
  );
  const image = visitor.locator(".post-body img");
  await expect(image).toHaveAttribute("src", "/media/pumpkins.png");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

  await visitor.goto(`${siteUrl}/blog`);
  await expect(visitor.getByRole("link", { name: "Pumpkin season" })).toHaveAttribute("href", "/blog/pumpkin-season");
  await visitor.getByRole("link", { name: "Pumpkin season" }).click();
  await expect(visitor).toHaveURL(postUrl);

  const feed = await visitor.goto(`${siteUrl}/feed.xml`);
  expect(feed?.status()).toBe(200);
  expect(feed?.headers()["content-type"]).toContain("application/atom+xml");
  const entries = entriesOf((await feed?.text()) ?? "");
  await visitor.close();
  expect(entries.map((entry) => textOf(entry.title))).toEqual(["Pumpkin season"]);
  expect(hrefsOf(entries[0] as AtomEntry)).toEqual([postUrl]);

  // And the editor's list says it is live.
  await page.reload();
  await expect(row).toContainText("Published");
});
