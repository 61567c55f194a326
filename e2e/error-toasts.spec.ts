import type { Page } from "@playwright/test";
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
