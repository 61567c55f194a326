import {
  createOrganizationViaApi,
  createSiteViaApi,
  editorSettled,
  expect,
  newAccount,
  savedContentViaApi,
  signUpViaApi,
  signUpWithSite,
  test,
  toast,
} from "./fixtures";

import {
  codeEditor,
  expectRefused,
  expectTooltip,
  FIRST_LOAD,
  inviteThroughForm,
  inviteViaApi,
  join,
  leave,
} from "./roles-helpers";

// Monaco's first load and a publish's build share two busy cores with other work.
test.describe.configure({ timeout: 150_000 });

test.describe("desktop", () => {
  test("an editor invited through the form edits, saves and publishes, but may neither create nor delete sites", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUpViaApi(page);
    await createOrganizationViaApi(page, "Crumb Co");
    const account = newAccount();
    await inviteThroughForm(page, account.email, "Editor");
    const editor = await join(browser, baseURL ?? "", account);
    const { page: them } = editor;

    // An organization without sites: the editor is told who can make one, not offered to.
    await expect(them.getByRole("heading", { name: "No sites yet" })).toBeVisible();
    await expect(them.getByText("Ask an admin to create one")).toBeVisible();
    await expect(them.getByRole("button", { name: /Create/ })).toHaveCount(0);

    const site = await createSiteViaApi(page, "Crumb Bakery");
    await them.goto("/admin/sites");
    const create = them.getByRole("button", { name: "Create site" });
    await expectRefused(them, create, "Your role (editor) cannot create sites");
    await create.click({ force: true });
    await expect(them.getByRole("dialog")).toHaveCount(0);

    await them.getByRole("link", { name: "Crumb Bakery" }).click();
    await expect(them.getByRole("heading", { name: "Crumb Bakery" })).toBeVisible();
    // Renaming is a site setting: the name is plain text for an editor.
    await expect(them.getByRole("button", { name: /rename/ })).toHaveCount(0);
    await expect(them.getByText("Read only")).toHaveCount(0);

    await them.getByRole("tab", { name: "Code" }).click();
    await expect(codeEditor(them)).toBeVisible(FIRST_LOAD);
    await editorSettled(them);
    await codeEditor(them).locator(".view-lines").click();
    await them.keyboard.press("ControlOrMeta+End");
    await them.keyboard.insertText("\n// fresh loaves daily\n");
    await expect(them.getByText("(unsaved changes)")).toBeVisible();
    await them.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(them)).toContainText("File saved");
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toContain("// fresh loaves daily");

    await them.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(them)).toContainText("Site published", FIRST_LOAD);
    await expect(them.getByText(/^Live · published /)).toBeVisible();

    // Delete Site stays where it always is, disabled, saying why; choosing it opens nothing.
    await them.getByRole("button", { name: "More actions" }).click();
    const remove = them.getByRole("menuitem", { name: "Delete Site" });
    await expectRefused(them, remove, "Your role (editor) cannot delete sites");
    await remove.click({ force: true });
    await expect(them.getByRole("dialog", { name: "Delete Site" })).toHaveCount(0);
    await them.keyboard.press("Escape");
    await expect(them.getByRole("menu")).toHaveCount(0);

    await leave(editor);
  });

  test("a viewer invited through the form gets a read-only editor: nothing saves, publishes or changes files", async ({
    page,
    browser,
    baseURL,
  }) => {
    const site = await signUpWithSite(page, "Quiet Gallery");
    const saved = await savedContentViaApi(page, site.id, "pages/Index.jsx");
    const account = newAccount();
    await inviteThroughForm(page, account.email, "Viewer");
    const viewer = await join(browser, baseURL ?? "", account);
    const { page: them } = viewer;
    const previews: unknown[] = [];
    them.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/preview-url")) previews.push(request.postDataJSON());
    });

    await them.goto("/admin/sites");
    await expectRefused(
      them,
      them.getByRole("button", { name: "Create site" }),
      "Your role (viewer) cannot create sites",
    );
    await them.getByRole("link", { name: "Quiet Gallery" }).click();
    await expectTooltip(them, them.getByText("Read only"), "Your role (viewer) cannot edit files");

    await expectRefused(
      them,
      them.getByRole("button", { name: "Save", exact: true }),
      "Your role (viewer) cannot edit files",
    );
    await expectRefused(
      them,
      them.getByRole("button", { name: "Publish", exact: true }),
      "Your role (viewer) cannot publish sites or roll them back",
    );
    await expectRefused(them, them.getByRole("button", { name: "New File" }), "Your role (viewer) cannot edit files");
    await expect(them.getByRole("button", { name: "New Folder" })).toHaveAttribute("aria-disabled", "true");
    await them.getByRole("button", { name: "Publish", exact: true }).click({ force: true });
    await expect(toast(them)).toHaveCount(0);
    await expect(them.getByText("Not published", { exact: true })).toBeVisible();

    // Monaco takes no typing, and neither Ctrl+S nor anything else makes a version.
    await them.getByRole("tab", { name: "Code" }).click();
    await expect(codeEditor(them)).toBeVisible(FIRST_LOAD);
    await editorSettled(them);
    await codeEditor(them).locator(".view-lines").click();
    await them.keyboard.press("ControlOrMeta+End");
    await them.keyboard.type("// scribbled on the wall");
    await them.keyboard.press("ControlOrMeta+s");
    // An edit key is answered in the editor itself, in the server's words.
    await them.keyboard.press("Backspace");
    await expect(codeEditor(them).getByText("Your role (viewer) cannot edit files")).toBeVisible();
    await expect(codeEditor(them).locator(".view-lines")).toContainText("export default function");
    await expect(codeEditor(them).locator(".view-lines")).not.toContainText("scribbled");
    await expect(them.getByText("(unsaved changes)")).toHaveCount(0);
    await expect(toast(them)).toHaveCount(0);
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toBe(saved);

    // The explorer's menus only open things; nothing drags, and there is no Root to drop on.
    const tree = them.getByRole("tree", { name: "Files" });
    await tree.getByRole("treeitem", { name: "About.jsx" }).click({ button: "right" });
    await expect(them.getByRole("menu").getByRole("menuitem")).toHaveText(["Open"]);
    await them.keyboard.press("Escape");
    await tree.getByRole("treeitem", { name: "components" }).click({ button: "right" });
    await expect(them.getByRole("menu").getByRole("menuitem")).toHaveText(["Open Folder"]);
    await them.keyboard.press("Escape");
    await expect(them.getByRole("menu")).toHaveCount(0);
    await expect(tree.getByRole("treeitem", { name: "About.jsx" })).toHaveAttribute("draggable", "false");
    await expect(them.getByText("Click a file to open it")).toBeVisible();
    await tree.getByRole("treeitem", { name: "About.jsx" }).dblclick();
    await expect(them.getByRole("dialog")).toHaveCount(0);

    // History is there to read and compare, not to restore.
    await them.getByRole("button", { name: "History" }).click();
    const history = them.getByRole("region", { name: "History" });
    await history.getByRole("button", { name: /Version 1/ }).click();
    const version = them.getByRole("dialog", { name: /Version 1/ });
    await expect(version.locator(".monaco-editor .view-lines")).toContainText("export default function");
    await expect(version.getByRole("button", { name: "Restore" })).toHaveCount(0);
    await version.getByRole("button", { name: "Compare with current" }).click();
    await expect(version.locator(".monaco-diff-editor")).toBeVisible();
    await them.keyboard.press("Escape");
    await expect(version).toBeHidden();

    // The command menu offers no Save file or Publish site either.
    await them.keyboard.press("ControlOrMeta+k");
    const menu = them.getByRole("dialog", { name: "Command menu" });
    const actions = menu.getByRole("group", { name: "Actions" }).getByRole("option");
    await expect(actions.first()).toBeVisible();
    await expect(actions.filter({ hasText: /Save file|Publish site|Create site/ })).toHaveCount(0);
    await expect(actions.filter({ hasText: "Show preview" })).toHaveCount(1);
    await them.keyboard.press("Escape");

    // Its previews ask for the saved files only: a viewer may not build unsaved buffers.
    expect(previews.length).toBeGreaterThan(0);
    for (const body of previews) expect(body).not.toHaveProperty("overrides");
    // Long after the press on Publish, the owner still finds nothing published and the page unchanged.
    const deployments = await page.request.get(`/api/sites/${site.id}/deployments`);
    expect(await deployments.json()).toMatchObject({ deployments: [] });
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toBe(saved);

    await leave(viewer);
  });
});

test("at 375 px a viewer's bottom bar has Save and Publish disabled and the site menu no write actions", async ({
  page,
  browser,
  baseURL,
}) => {
  const site = await signUpWithSite(page, "Pocket Gallery");
  const account = newAccount();
  await inviteViaApi(page, account.email, "viewer", site.organization_id);
  const viewer = await join(browser, baseURL ?? "", account, {
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const { page: them } = viewer;

  await them.goto(`/admin/site/${site.id}`);
  await expect(them.getByRole("heading", { name: "Pocket Gallery" })).toBeVisible();
  await expect(them.getByText("Read only")).toBeVisible();
  const bar = them.getByRole("group", { name: "Editor actions" });
  await expect(bar.getByRole("button")).toHaveText(["Files", "Preview", "Code", "Save", "Publish"]);
  await expect(bar.getByRole("button", { name: "Save" })).toHaveAttribute("aria-disabled", "true");
  await expect(bar.getByRole("button", { name: "Publish" })).toHaveAttribute("aria-disabled", "true");
  await bar.getByRole("button", { name: "Publish" }).tap({ force: true });
  await expect(toast(them)).toHaveCount(0);
  await expect(them.getByText("Not published", { exact: true })).toBeVisible();

  // The site menu leaves out what a viewer may not do: there is no tooltip on a phone to say why.
  await them.getByRole("button", { name: "Site menu" }).tap();
  const items = them.getByRole("menu").getByRole("menuitem");
  await expect(items.filter({ hasText: "Copy Site ID" })).toBeVisible();
  await expect(items.filter({ hasText: /Rename|Save File|Publish Site|Delete Site/ })).toHaveCount(0);
  await them.getByRole("menuitem", { name: "Close Menu" }).tap();
  await expect(them.getByRole("menu")).toHaveCount(0);

  await bar.getByRole("button", { name: "Files" }).tap();
  const overlay = them.getByRole("dialog", { name: "Files" });
  await expect(overlay.getByText("Tap a file to open it")).toBeVisible();
  await expect(overlay.getByRole("button", { name: "New File" })).toHaveAttribute("aria-disabled", "true");

  await leave(viewer);
});
