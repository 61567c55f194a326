import type { Locator, Page, Route } from "@playwright/test";
import { allowConsoleErrors, expect, fileViaApi, signUpWithSite, test, toast } from "./fixtures";

// Errors reach the user as one destructive toast titled by the action, with the server's words
// (docs/product.md#errors). Builds share two busy cores with other work: give journeys room.
test.describe.configure({ timeout: 150_000 });

const FIRST_LOAD = { timeout: 30_000 };

async function createFileViaApi(page: Page, siteId: string, full_path: string, content: string) {
  const response = await page.request.post(`/api/sites/${siteId}/files`, { data: { full_path, content } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; full_path: string };
}

async function writeFileViaApi(page: Page, siteId: string, full_path: string, content: string) {
  const file = await fileViaApi(page, siteId, full_path);
  if (!file) return createFileViaApi(page, siteId, full_path, content);
  const response = await page.request.put(`/api/sites/${siteId}/files/${file.id}/content`, { data: { content } });
  expect(response.status()).toBe(200);
  return file;
}

/**
 * Cuts the network for `method` requests to URLs matching `url` (others pass), as a dropped connection
 * would; the returned function restores it.
 */
async function cutNetwork(page: Page, method: string, url: RegExp) {
  const handler = (route: Route) => (route.request().method() === method ? route.abort("failed") : route.fallback());
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

test("with the network cut, each file operation toasts its own failure; back online, the file is deleted", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Anchor Deli");
  await createFileViaApi(page, site.id, "notes.txt", "Fresh bread on Fridays\n");
  allowConsoleErrors(/net::ERR_FAILED/);
  await page.goto(`/admin/site/${site.id}`);
  const tree = page.getByRole("tree", { name: "Files" });
  const notes = tree.getByRole("treeitem", { name: "notes.txt" });
  await expect(notes).toBeVisible(FIRST_LOAD);
  const files = new RegExp(`/api/sites/${site.id}/files$`);
  const move = new RegExp(`/api/sites/${site.id}/files/[^/]+/move$`);
  const oneFile = new RegExp(`/api/sites/${site.id}/files/[^/]+$`);
  const content = new RegExp(`/api/sites/${site.id}/files/[^/]+/content$`);
  async function menu(target: Locator, item: string) {
    await target.click({ button: "right" });
    await page.getByRole("menuitem", { name: item, exact: true }).click();
  }
  async function expectToast(title: string, description?: string) {
    const shown = toast(page).filter({ hasText: title });
    await expect(shown).toBeVisible();
    if (description) await expect(shown).toContainText(description);
  }

  // Creating (a folder here: the same request as a file, without the code editor).
  let restore = await cutNetwork(page, "POST", files);
  await page.getByRole("button", { name: "New Folder" }).click();
  const create = page.getByRole("dialog", { name: "New Folder" });
  await create.getByLabel("Name").fill("assets");
  await create.getByRole("button", { name: "Create Folder" }).click();
  await expectToast("Error creating file", "Failed to create file");
  await expect(create).toBeVisible();
  await create.getByRole("button", { name: "Cancel" }).click();
  await restore();

  // Copying and moving are one request, told apart by their titles.
  restore = await cutNetwork(page, "POST", move);
  await menu(notes, "Copy");
  await menu(tree.getByRole("treeitem", { name: "components" }), "Paste");
  await expectToast("Error copying file");
  await menu(notes, "Cut");
  await menu(tree.getByRole("treeitem", { name: "components" }), "Paste");
  await expectToast("Error moving file");
  await restore();
  expect(await fileViaApi(page, site.id, "notes.txt")).toBeDefined();
  expect(await fileViaApi(page, site.id, "components/notes.txt")).toBeUndefined();

  // Saving the open file from the header.
  await notes.click();
  await expect(page).toHaveURL(/file=notes\.txt$/);
  restore = await cutNetwork(page, "PUT", content);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast("Save failed", "Failed to save file. Please try again.");
  await restore();

  // Deleting: the dialog stays after a failure, and the same press succeeds once back online.
  restore = await cutNetwork(page, "DELETE", oneFile);
  await menu(notes, "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete File" });
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast("Error deleting file");
  await expect(confirm).toBeVisible();
  await restore();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast("File deleted", "notes.txt");
  await expect(notes).toHaveCount(0);
  await expect.poll(() => fileViaApi(page, site.id, "notes.txt")).toBeUndefined();

  // Deleting the site.
  restore = await cutNetwork(page, "DELETE", new RegExp(`/api/sites/${site.id}$`));
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Delete Site" }).click();
  const deleteSite = page.getByRole("dialog", { name: "Delete Site" });
  await deleteSite.getByRole("button", { name: "Delete Site" }).click();
  await expectToast("Error deleting site");
  await expect(deleteSite).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}`));
  await restore();
  expect((await page.request.get(`/api/sites/${site.id}`)).status()).toBe(200);
});

test("a file deleted in another session, then opened, toasts 'Error loading file' with the server's words", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Harbor Lights");
  const specials = await createFileViaApi(page, site.id, "Specials.txt", "Soup of the day\n");
  allowConsoleErrors(new RegExp(`status of 404 .* @ \\S+/api/sites/${site.id}/files/${specials.id}$`));

  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("tab", { name: "Code" }).click();
  const row = page.getByRole("treeitem", { name: /Specials\.txt/ });
  await expect(row).toBeVisible(FIRST_LOAD);

  // Another session deletes it; this page's list still shows it.
  const gone = await page.request.delete(`/api/sites/${site.id}/files/${specials.id}`);
  expect(gone.ok()).toBe(true);
  await row.click();

  const shown = toast(page).filter({ hasText: "Error loading file" });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("File not found");
  await expect(toast(page)).toHaveCount(1);
});

test("a page that throws while prerendering fails the publish: which page, said until dismissed, with the server's words", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Quarry Bakery");
  await writeFileViaApi(
    page,
    site.id,
    "pages/Index.jsx",
    'export default function Index() {\n  throw new Error("the oven is cold");\n}\n',
  );
  allowConsoleErrors(
    /status of 422 .* @ \S+\/site\/publish$/,
    // The preview renders the same page in its own frame, where the throw is logged.
    /^Error: the oven is cold[\s\S]* @ http:\/\/preview\.localhost:\d+\/p\//,
  );

  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  // A broken page is not a toast that goes: it stays, naming the page, until dismissed.
  const failed = page.getByRole("region", { name: "The Home page could not be published" });
  await expect(failed).toBeVisible(FIRST_LOAD);
  await expect(failed).toContainText("The mistake is in pages/Index.jsx.");
  await failed.getByText("Technical details").click();
  await expect(failed).toContainText("Publish API error (422):");
  await expect(failed).toContainText("the oven is cold");
  await expect(toast(page).filter({ hasText: "Publishing failed" })).toHaveCount(0);
});

test("when the network fails, a toast says the action's own words: 'Error loading files' / 'Failed to load site files'", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Driftwood Cafe");
  allowConsoleErrors(/net::ERR_FAILED/, /Failed to fetch/);
  await page.route(`**/api/sites/${site.id}/files`, (route) => route.abort("failed"));
  await page.goto(`/admin/site/${site.id}`);

  const shown = toast(page).filter({ hasText: "Error loading files" });
  await expect(shown).toBeVisible(FIRST_LOAD);
  await expect(shown).toContainText("Failed to load site files");
  await expect(shown).not.toContainText("Failed to fetch");
});

test("a save from the Edit dialog that cannot reach the server toasts 'Error updating file' / 'Failed to update file content'", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Saltpan Studio");
  allowConsoleErrors(/net::ERR_FAILED/);
  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("treeitem", { name: "styles.css" }).dblclick(FIRST_LOAD);
  const dialog = page.getByRole("dialog", { name: "Edit File: styles.css" });
  await expect(dialog.locator('[data-slot="code-editor"]')).toHaveAttribute("data-state", "ready", FIRST_LOAD);
  await dialog.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n/* offline */");
  await page.route(`**/api/sites/${site.id}/files/*/content`, (route) => route.abort("failed"));
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  const shown = toast(page).filter({ hasText: "Error updating file" });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText("Failed to update file content");
  // Nothing is lost: the dialog stays open with the edit.
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".view-lines")).toContainText("/* offline */");
});
