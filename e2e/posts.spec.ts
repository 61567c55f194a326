import { allowConsoleErrors, expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";
import { png, uploadViaApi } from "./media-helpers";
import {
  body,
  createPostViaApi,
  expectSaved,
  GOOGLE_DOCS_CLIPBOARD,
  paragraphs,
  pasteHtml,
  postViaApi,
  WORD_CLIPBOARD,
} from "./posts-helpers";
import { expectRefused } from "./roles-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test("a new post: a heading, a paragraph with a link and an image from media autosave, and are there after a reload", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Karoo Farm Stall");
  await uploadViaApi(page, site.id, await png("pumpkins.png", "#ea580c", 200));
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "No posts yet" })).toBeVisible();
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
  await linkDialog.getByLabel("Address").fill("javascript:alert(1)");
  await linkDialog.getByRole("button", { name: "Save link" }).click();
  await expect(linkDialog.getByText(/Use an address starting with https:\/\//)).toBeVisible();
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
  await page.getByRole("textbox", { name: "Tags" }).fill("harvest");
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: /Unsaved changes|Saving…/ })).toBeVisible();
  await expectSaved(page);
  const postId = page.url().split("/").pop() ?? "";
  const saved = await postViaApi(page, postId);
  expect(saved.title).toBe("Pumpkin season");
  expect(saved.slug).toBe("pumpkin-season");
  expect(saved.tags).toEqual(["harvest"]);

  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue("Pumpkin season");
  await expect(body(page).getByRole("heading", { level: 2, name: "The harvest is in" })).toBeVisible();
  await expect(body(page).getByRole("link", { name: "https://karoo.example/farm" })).toHaveAttribute(
    "href",
    "https://karoo.example/farm",
  );
  await expect(body(page).locator("img")).toHaveAttribute("src", `${site.url}/media/pumpkins.png`);

  // Published, it has a link to where it is read on the site.
  await page.getByRole("region", { name: "Publishing" }).getByRole("button", { name: "Publish" }).click();
  await expect(toast(page).filter({ hasText: "Post published" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", saved.url);
});

test("pasting from Word or Google Docs keeps the structure and drops the looks", async ({ page }) => {
  const site = await signUpWithSite(page, "Paste Cafe");
  const post = await createPostViaApi(page, site.id, { title: "Pasted" });
  await page.goto(`/admin/content/${post.id}`);
  await body(page).click();
  await pasteHtml(page, WORD_CLIPBOARD);
  await expect(body(page).getByRole("heading", { level: 2, name: "Harvest festival" })).toBeVisible();
  await expect(body(page).locator("strong")).toHaveText("Saturday");
  await expect(body(page).getByRole("link", { name: "farm" })).toHaveAttribute("href", "https://karoo.example/farm");
  await expect(body(page).locator("ul > li")).toHaveText(["Pumpkin soup", "Fresh bread"]);
  const html = await body(page).innerHTML();
  expect(html).not.toMatch(/Mso|mso-|style=|<span|o:p|·/);
  // Out of the list (an empty item's Enter leaves it), so the next paste starts its own blocks.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await pasteHtml(page, GOOGLE_DOCS_CLIPBOARD);
  await expect(body(page).getByRole("heading", { level: 2, name: "Opening times" })).toBeVisible();
  await expect(body(page).locator("strong").filter({ hasText: "Weekdays" })).toBeVisible();
  await expect(body(page).locator("em")).toHaveText("from seven");
  // Google's wrapper <b style="font-weight:normal"> does not make everything bold.
  await expect(body(page).locator("strong").filter({ hasText: "Opening times" })).toHaveCount(0);
  await expectSaved(page);
});

test("bulk publish, unpublish and delete from the list, filtered by status and tag", async ({ page }) => {
  const site = await signUpWithSite(page, "Bulk Bakery");
  const titles = ["Rye is back", "Sourdough class", "Holiday hours"];
  for (const [index, title] of titles.entries()) {
    await createPostViaApi(page, site.id, { title, tags: index === 2 ? ["news"] : ["bread"], body: paragraphs(title) });
  }
  await page.goto("/admin/content");
  const list = page.getByRole("list", { name: "Posts" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  const status = page.getByRole("group", { name: "Status" });
  await expect(status.getByRole("button", { name: "Draft 3" })).toBeVisible();

  await page.getByRole("checkbox", { name: "Select Rye is back" }).check();
  await page.getByRole("checkbox", { name: "Select Sourdough class" }).check();
  const bar = page.getByRole("region", { name: "Selected posts" });
  await expect(bar).toContainText("2 posts selected");
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page).filter({ hasText: "2 posts published" })).toBeVisible();
  await expect(status.getByRole("button", { name: "Published 2" })).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: "Rye is back" })).toContainText("Published");

  await status.getByRole("button", { name: "Published 2" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select all shown" }).check();
  await bar.getByRole("button", { name: "Unpublish" }).click();
  await expect(toast(page).filter({ hasText: "2 posts unpublished" })).toBeVisible();
  await expect(status.getByRole("button", { name: "Published 0" })).toBeVisible();

  // Two filters changed before the page re-renders in between: the second must not undo the first.
  const all = await status.getByRole("button", { name: "All 3" }).elementHandle();
  const tag = await page.getByRole("combobox", { name: "Tag" }).elementHandle();
  await page.evaluate(
    async ([button, select]) => {
      (button as HTMLButtonElement).click();
      for (let i = 0; i < 50; i++) await Promise.resolve();
      (select as HTMLSelectElement).value = "news";
      select?.dispatchEvent(new Event("change", { bubbles: true }));
    },
    [all, tag],
  );
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(status.getByRole("button", { name: "All 3" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("combobox", { name: "Tag" }).selectOption("");
  await page.getByRole("searchbox", { name: "Search posts by title" }).fill("sourdough");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("checkbox", { name: "Select Sourdough class" }).check();
  await bar.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 1 post?" });
  await confirm.getByRole("button", { name: "Delete 1 post" }).click();
  await expect(toast(page).filter({ hasText: "1 post deleted" })).toBeVisible();
  await expect(page.getByText("No posts match “sourdough”")).toBeVisible();
  await page.getByRole("button", { name: "Show all posts" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
});

test("a save from a second tab meets a conflict: keep mine writes over theirs, take theirs loads it", async ({
  page,
  context,
}) => {
  allowConsoleErrors(/status of 409 .* @ .*\/api\/sites\/[^/]+\/posts\/[^/]+$/);
  const site = await signUpWithSite(page, "Conflict Coffee");
  const post = await createPostViaApi(page, site.id, { title: "Menu", body: paragraphs("Flat white") });
  const second = await context.newPage();
  await page.goto(`/admin/content/${post.id}`);
  await second.goto(`/admin/content/${post.id}`);
  await expect(body(second)).toContainText("Flat white");

  await body(page).click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" and cortado");
  await expectSaved(page);

  await body(second).click();
  await second.keyboard.press("ControlOrMeta+End");
  await second.keyboard.type(" and mocha");
  const dialog = second.getByRole("dialog", { name: "This post changed since you opened it" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Keep mine" }).click();
  await expectSaved(second);
  expect(JSON.stringify((await postViaApi(page, post.id)).body)).toContain("Flat white and mocha");

  // The first tab is behind now: its next change meets the conflict, and it takes theirs.
  await page.keyboard.type("!");
  const first = page.getByRole("dialog", { name: "This post changed since you opened it" });
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.getByRole("button", { name: "Take theirs" }).click();
  await expect(body(page)).toHaveText("Flat white and mocha");
  await expectSaved(page);
});

test("history: a revision compared with the post and restored", async ({ page }) => {
  const site = await signUpWithSite(page, "History Hotel");
  const post = await createPostViaApi(page, site.id, { title: "Rooms", body: paragraphs("Three rooms") });
  const saved = await page.request.patch(`/api/sites/${site.id}/posts/${post.id}`, {
    data: { title: "Rooms and rates", body: paragraphs("Five rooms from R900"), base_version: post.version },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/admin/content/${post.id}`);
  await expect(body(page)).toHaveText("Five rooms from R900");

  await page.getByRole("button", { name: "History", exact: true }).click();
  const history = page.getByRole("dialog", { name: "History" });
  const revisions = history.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText("Current");
  await revisions.last().click();
  const revision = page.getByRole("dialog", { name: /^Revision 1/ });
  // The diff: the revision's words on one side, the post's on the other.
  await expect(revision.getByText("Three rooms").first()).toBeVisible();
  await expect(revision.getByText("Five rooms from R900").first()).toBeVisible();
  await revision.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page).filter({ hasText: "Restored revision 1" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Rooms");
  await expect(body(page)).toHaveText("Three rooms");
  expect((await postViaApi(page, post.id)).title).toBe("Rooms");
  await page.reload();
  await expect(body(page)).toHaveText("Three rooms");
});

test("a viewer reads the list and the editor, and changes nothing", async ({ page, browser }) => {
  const site = await signUpWithSite(page, "Viewer Vineyard");
  const post = await createPostViaApi(page, site.id, { title: "Harvest notes", body: paragraphs("Picked at dawn") });
  const viewer = await joinViaApi(browser, page, "viewer");
  const reason = "Your role (viewer) cannot write or publish blog posts";
  await viewer.page.goto("/admin/content");
  await expect(viewer.page.getByText(reason, { exact: false }).first()).toBeVisible();
  await expectRefused(viewer.page, viewer.page.getByRole("button", { name: "New post" }), reason);
  await viewer.page.getByRole("link", { name: "Harvest notes" }).click();
  await expect(body(viewer.page)).toHaveText("Picked at dawn");
  await expect(viewer.page.getByText(`Read only. ${reason}.`)).toBeVisible();
  await expect(body(viewer.page)).toHaveAttribute("contenteditable", "false");
  await expect(viewer.page.getByRole("toolbar", { name: "Formatting" })).toHaveCount(0);
  await expect(viewer.page.getByLabel("Title")).toHaveAttribute("readonly", "");
  const refused = await viewer.page.request.patch(`/api/sites/${site.id}/posts/${post.id}`, {
    data: { title: "Hacked", base_version: post.version },
    headers: { origin: new URL(viewer.page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await viewer.context.close();
});

test("a post scheduled from the editor, then its schedule cancelled", async ({ page }) => {
  const site = await signUpWithSite(page, "Schedule Spa");
  const post = await createPostViaApi(page, site.id, { title: "Spring offer", body: paragraphs("Two for one") });
  await page.goto(`/admin/content/${post.id}`);
  const panel = page.getByRole("region", { name: "Publishing" });
  await panel.getByRole("button", { name: "Schedule" }).click();
  await panel.getByLabel("Go live on").fill("2099-06-01T09:30");
  await panel.getByRole("button", { name: "Schedule for this time" }).click();
  await expect(toast(page).filter({ hasText: "Post scheduled" })).toBeVisible();
  await expect(panel.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(panel.getByText(/Goes live Jun 1, 2099/)).toBeVisible();
  const scheduled = await postViaApi(page, post.id);
  expect(scheduled.status).toBe("scheduled");
  expect(new Date(scheduled.scheduled_at ?? "").getTime()).toBe(new Date("2099-06-01T09:30").getTime());
  await panel.getByRole("button", { name: "Cancel schedule" }).click();
  await expect(toast(page).filter({ hasText: "Schedule cancelled" })).toBeVisible();
  await expect(panel.getByText("Draft", { exact: true })).toBeVisible();
});

test("the list loads older posts a page at a time", async ({ page }) => {
  const site = await signUpWithSite(page, "Long Blog");
  for (let n = 1; n <= 52; n++) await createPostViaApi(page, site.id, { title: `Note ${n}` });
  await page.goto("/admin/content");
  const rows = page.getByRole("list", { name: "Posts" }).getByRole("listitem");
  await expect(rows).toHaveCount(50);
  await expect(page.getByText("Showing 50 posts; older ones load below")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(52);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
