import type { Page } from "@playwright/test";
import {
  allowConsoleErrors,
  createOrganizationViaApi,
  expect,
  filesViaApi,
  fileViaApi,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";

/** Monaco is lazy-loaded with its workers: on a busy machine the first editor takes a while. */
const MONACO_LOAD_MS = 30_000;

/** A signed-in user with a fresh site (starter files), on its editor page. */
async function openNewSite(page: Page) {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Explorer Co");
  const response = await page.request.post("/api/sites", { data: { name: "Explorer Site" } });
  expect(response.status()).toBe(201);
  const site = (await response.json()) as { id: string };
  await page.goto(`/admin/site/${site.id}`);
  const tree = page.getByRole("tree", { name: "Files" });
  await expect(tree.getByRole("treeitem", { name: "pages" })).toBeVisible();
  return { siteId: site.id, tree };
}

async function listPaths(page: Page, siteId: string): Promise<string[]> {
  return (await filesViaApi(page, siteId)).map((f) => f.full_path);
}

async function menu(page: Page, target: ReturnType<Page["getByRole"]>, item: string) {
  await target.click({ button: "right" });
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

/**
 * Moving site.json or deleting components/ breaks the site's build, so the preview of the open page
 * answers 422 with the build's problems, which the browser logs. Tests that do so allow that answer.
 */
function allowBrokenPreview() {
  allowConsoleErrors(/^Failed to load resource: .*status of 422 .* @ \S+\/api\/sites\/[\w-]+\/preview-url$/);
}

function rootTarget(page: Page) {
  return page.getByText("Root", { exact: true });
}

test("files and folders are created through the dialogs, with the naming rules", async ({ page }) => {
  const { siteId, tree } = await openNewSite(page);
  await expect(page.getByText("Drag files to folders or root to move them • Double-click to edit")).toBeVisible();

  await page.getByRole("button", { name: "New Folder" }).click();
  const folderDialog = page.getByRole("dialog", { name: "New Folder" });
  await expect(folderDialog.getByText("Will be created in: /")).toBeVisible();
  await expect(folderDialog.getByLabel("Name")).toHaveAttribute("placeholder", "assets");
  await folderDialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(folderDialog.getByText("Name is required")).toBeVisible();
  await folderDialog.getByLabel("Name").fill("assets");
  await folderDialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(toast(page)).toContainText("Folder created");
  await expect(folderDialog).toBeHidden();
  await expect(tree.getByRole("treeitem", { name: "assets" })).toBeVisible();

  await menu(page, tree.getByRole("treeitem", { name: "assets" }), "New File");
  const fileDialog = page.getByRole("dialog", { name: "New File" });
  await expect(fileDialog.getByText("Will be created in: assets/")).toBeVisible();
  await expect(fileDialog.getByLabel("Name")).toHaveAttribute("placeholder", "example.js");
  await expect(
    fileDialog.getByText("Use Ctrl+S or Cmd+S to format code. Drag files to folders to move them."),
  ).toBeVisible();
  await fileDialog.getByLabel("Name").fill("notes");
  await expect(fileDialog.locator(".monaco-editor")).toBeVisible({ timeout: MONACO_LOAD_MS });
  await fileDialog.locator(".monaco-editor .view-lines").click();
  await page.keyboard.insertText("Opening hours: 8 to 5");
  await fileDialog.getByRole("button", { name: "Create File" }).click();
  await expect(toast(page)).toContainText("File created");
  await expect(toast(page)).toContainText("assets/notes.txt");

  // The new file is revealed inside its folder and selected.
  await expect(tree.getByRole("treeitem", { name: "notes.txt" })).toHaveAttribute("aria-selected", "true");
  const created = await fileViaApi(page, siteId, "assets/notes.txt");
  expect(created?.current_version?.content).toBe("Opening hours: 8 to 5");
  expect(created?.current_version?.commit_message).toBe("Initial file creation");

  // A name that is taken is refused in the dialog.
  await page.getByRole("button", { name: "New File" }).click();
  const again = page.getByRole("dialog", { name: "New File" });
  await again.getByLabel("Name").fill("site.json");
  await again.getByRole("button", { name: "Create File" }).click();
  await expect(again.getByText('"site.json" already exists')).toBeVisible();
  await again.getByRole("button", { name: "Cancel" }).click();
  await expect(again).toBeHidden();
});

test("a file dragged onto a folder moves there, and back onto Root", async ({ page }) => {
  allowBrokenPreview();
  const { siteId, tree } = await openNewSite(page);
  await tree.getByRole("treeitem", { name: "site.json" }).dragTo(tree.getByRole("treeitem", { name: "components" }));
  await expect(toast(page)).toContainText("Moved file");
  await expect.poll(() => listPaths(page, siteId)).toContain("components/site.json");

  const components = tree.getByRole("treeitem", { name: "components" });
  if ((await components.getAttribute("aria-expanded")) === "false") await components.click();
  await tree.getByRole("treeitem", { name: "site.json" }).dragTo(rootTarget(page));
  await expect(toast(page)).toContainText("Moved to root");
  await expect.poll(() => listPaths(page, siteId)).toContain("site.json");
});

test("copy and paste keeps the source and refuses a name clash; cut and paste moves", async ({ page }) => {
  allowBrokenPreview();
  const { siteId, tree } = await openNewSite(page);

  await menu(page, tree.getByRole("treeitem", { name: "styles.css" }), "Copy");
  await expect(toast(page)).toContainText("Copied to clipboard");
  await menu(page, rootTarget(page), "Paste");
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText('A file with name "styles.css" already exists at destination');

  await menu(page, tree.getByRole("treeitem", { name: "pages" }), "Paste");
  await expect(toast(page)).toContainText("Copied file");
  await expect.poll(() => listPaths(page, siteId)).toContain("pages/styles.css");
  expect(await listPaths(page, siteId)).toContain("styles.css");
  expect((await fileViaApi(page, siteId, "pages/styles.css"))?.current_version?.commit_message).toBe(
    "Copied from styles.css",
  );

  await menu(page, tree.getByRole("treeitem", { name: "site.json" }), "Cut");
  await expect(toast(page)).toContainText("Cut to clipboard");
  await menu(page, tree.getByRole("treeitem", { name: "components" }), "Paste");
  await expect(toast(page)).toContainText("Moved file");
  await expect.poll(() => listPaths(page, siteId)).toContain("components/site.json");
  expect(await listPaths(page, siteId)).not.toContain("site.json");

  // The clipboard is empty after a cut is pasted.
  await tree.getByRole("treeitem", { name: "pages" }).click({ button: "right" });
  await expect(page.getByRole("menuitem", { name: "New File" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Paste" })).toHaveCount(0);
  await page.keyboard.press("Escape");
});

test("Move to Root, 'Already at root', and rename", async ({ page }) => {
  const { siteId, tree } = await openNewSite(page);
  const pages = tree.getByRole("treeitem", { name: "pages" });
  if ((await pages.getAttribute("aria-expanded")) === "false") await pages.click();

  await menu(page, tree.getByRole("treeitem", { name: "About.jsx" }), "Move to Root");
  await expect(toast(page)).toContainText("Moved to root");
  await expect.poll(() => listPaths(page, siteId)).toContain("About.jsx");

  // A root-level file offers no Move to Root; a root-level folder answers 'Already at root'.
  await tree.getByRole("treeitem", { name: "About.jsx" }).click({ button: "right" });
  await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Move to Root" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Rename" }).click();

  const rename = page.getByRole("dialog", { name: "Rename File" });
  await rename.getByLabel("New name").fill("Team.jsx");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page)).toContainText("File renamed");
  await expect(tree.getByRole("treeitem", { name: "Team.jsx" })).toBeVisible();
  await expect.poll(() => listPaths(page, siteId)).toContain("Team.jsx");

  await menu(page, pages, "Move to Root");
  await expect(toast(page)).toContainText("Already at root");
});

test("deleting asks first; a folder goes with everything inside it", async ({ page }) => {
  allowBrokenPreview();
  const { siteId, tree } = await openNewSite(page);

  await menu(page, tree.getByRole("treeitem", { name: "components" }), "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete Folder" });
  await expect(confirm).toContainText('Are you sure you want to delete "components"?');
  await expect(confirm).toContainText("All files inside this folder will be deleted too.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Folder deleted");
  await expect(tree.getByRole("treeitem", { name: "components" })).toHaveCount(0);
  const paths = await listPaths(page, siteId);
  expect(paths.filter((p) => p.startsWith("components/"))).toEqual([]);

  await menu(page, tree.getByRole("treeitem", { name: "site.json" }), "Delete");
  const fileConfirm = page.getByRole("alertdialog", { name: "Delete File" });
  await expect(fileConfirm).not.toContainText("All files inside");
  await fileConfirm.getByRole("button", { name: "Cancel" }).click();
  await expect(tree.getByRole("treeitem", { name: "site.json" })).toBeVisible();
});

test("double-click opens the Edit dialog, which saves a new version", async ({ page }) => {
  const { siteId, tree } = await openNewSite(page);
  await tree.getByRole("treeitem", { name: "styles.css" }).dblclick();
  const dialog = page.getByRole("dialog", { name: "Edit File: styles.css" });
  await expect(dialog.locator(".monaco-editor")).toBeVisible({ timeout: MONACO_LOAD_MS });
  await dialog.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n/* edited */");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page)).toContainText("File updated");
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await fileViaApi(page, siteId, "styles.css"))?.current_version?.content ?? "")
    .toContain("/* edited */");
});

test("the tree works from the keyboard: arrows move, Right opens a folder, Enter opens a file", async ({ page }) => {
  const { tree } = await openNewSite(page);
  const components = tree.getByRole("treeitem", { name: "components" });
  await components.focus();
  if ((await components.getAttribute("aria-expanded")) === "true") await page.keyboard.press("ArrowLeft");
  await expect(components).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowRight");
  await expect(components).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem", { name: "Layout.jsx" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tree.getByRole("treeitem", { name: "Layout.jsx" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/file=components%2FLayout\.jsx/);
});

test("a file with unsaved edits carries a dot in the tree", async ({ page }) => {
  const { tree } = await openNewSite(page);
  await tree.getByRole("treeitem", { name: "styles.css" }).click();
  await page.getByRole("tab", { name: "Code" }).click();
  await expect(page.locator(".monaco-editor")).toBeVisible({ timeout: MONACO_LOAD_MS });
  await page.locator(".monaco-editor .view-lines").first().click();
  await page.keyboard.insertText("/* draft */");
  await expect(tree.getByRole("treeitem", { name: "styles.css (unsaved changes)" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("a long press opens the menu and a touch drag moves a file into a folder", async ({ page }) => {
    allowBrokenPreview();
    const { siteId } = await openNewSiteOnPhone(page);
    const tree = page.getByRole("tree", { name: "Files" });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
    async function pointOf(name: string) {
      const box = await tree.getByRole("treeitem", { name }).boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      return { x: box.x + box.width / 3, y: box.y + box.height / 2 };
    }

    const file = await pointOf("site.json");
    await touch("touchStart", file.x, file.y);
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
    await touch("touchEnd");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();

    // Sideways first (a vertical start scrolls the list), then onto the folder.
    const folder = await pointOf("components");
    await touch("touchStart", file.x, file.y);
    for (let step = 1; step <= 4; step++) await touch("touchMove", file.x + step * 10, file.y);
    for (let step = 1; step <= 6; step++) {
      await touch("touchMove", file.x + 40, file.y + ((folder.y - file.y) * step) / 6);
    }
    await expect(tree.getByRole("treeitem", { name: "components" })).toHaveAttribute("data-drop-target", "true");
    await touch("touchEnd");
    await expect(toast(page)).toContainText("Moved file");
    await expect.poll(() => listPaths(page, siteId)).toContain("components/site.json");
  });
});

async function openNewSiteOnPhone(page: Page) {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Explorer Co");
  const response = await page.request.post("/api/sites", { data: { name: "Phone Site" } });
  const site = (await response.json()) as { id: string };
  await page.goto(`/admin/site/${site.id}`);
  await page.getByRole("button", { name: "Site menu" }).click();
  await page.getByRole("menuitem", { name: "Show Files" }).click();
  await expect(page.getByRole("tree", { name: "Files" }).getByRole("treeitem", { name: "pages" })).toBeVisible();
  return { siteId: site.id };
}
