import { editorSettled, expect, savedContentViaApi, signUpWithSite, test, toast } from "./fixtures";

// Drafts in the site editor: what is typed stays the user's until it is saved or thrown away.
test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a draft survives switching files, guards leaving, and Ctrl+S saves it", async ({ page }) => {
    const site = await signUpWithSite(page, "Drafts", "Draft Co");
    await page.goto(`/admin/site/${site.id}?file=site.json`);
    await page.getByRole("tab", { name: "Code" }).click();
    const unsaved = page.getByText("(unsaved changes)");
    await editorSettled(page);
    // Line 2 is `  "name": "Drafts",`: the edit goes inside the string, where formatting cannot undo it.
    await page.locator(".monaco-editor .view-line").nth(1).click();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.type("!");
    await expect(unsaved).toHaveCount(1);

    await page.getByText("styles.css", { exact: true }).first().click();
    await expect(page).toHaveURL(/file=styles\.css$/);
    await expect(unsaved).toHaveCount(0);
    await page.getByText("site.json", { exact: true }).first().click();
    await expect(unsaved).toHaveCount(1);

    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Members" }).click();
    const leave = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/\/admin\/site\//);

    // Focus is in the explorer, not the code editor: the page-wide shortcut still saves.
    await page.getByText("site.json", { exact: true }).first().focus();
    await page.keyboard.press("Control+s");
    await expect(toast(page)).toContainText("File saved");
    await expect(unsaved).toHaveCount(0);
    await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Members" }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    expect(JSON.parse((await savedContentViaApi(page, site.id, "site.json")) ?? "{}")).toMatchObject({
      name: "Drafts!",
    });
  });

  test("text typed while the language worker starts survives leaving the Code tab", async ({ page }) => {
    const site = await signUpWithSite(page, "Early Typist", "Slow Worker Co");
    // The JavaScript worker, which formats on mount, arrives only when released: the formatting the
    // editor started is still waiting for it when the user leaves the Code tab.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route(/\/ts\.worker-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/admin/site/${site.id}?file=pages%2FIndex.jsx`);
    await page.getByRole("tab", { name: "Code" }).click();
    const lines = page.locator('[data-slot="code-editor"] .view-lines');
    // Monaco is a few MB loaded on first use: a busy machine gets the same 30 s as every other first load.
    await expect(lines).toContainText("export default function", { timeout: 30_000 });
    // Format-on-mount has started and waits for the held worker.
    await expect(page.locator('[data-slot="code-editor"]')).toHaveAttribute("data-state", "formatting");
    await lines.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    // One line without braces: nothing for auto-closing or auto-indenting to add.
    await page.keyboard.insertText("export default () => <h1>Typed early</h1>;");
    await expect(page.getByText("(unsaved changes)")).toBeVisible();

    await page.getByRole("tab", { name: "Preview" }).click();
    const worker = page.waitForResponse(/\/ts\.worker-[^/]*\.js$/);
    release();
    await worker;
    const frame = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
    await expect(frame.getByRole("heading", { name: "Typed early", level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("tab", { name: "Code" }).click();
    await expect(lines).toContainText("Typed early");
    // The reopened editor formats through the same worker, which answers in order: once it is ready,
    // whatever the closed editor's formatting did when the worker answered has landed too.
    await editorSettled(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("File saved");
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toContain("<h1>Typed early</h1>");
  });

  test("a file is formatted on mount even when its language's code arrives late", async ({ page }) => {
    const site = await signUpWithSite(page, "Late Formatter", "Late Mode Co");
    const created = await page.request.post(`/api/sites/${site.id}/files`, {
      data: { full_path: "pages/Untidy.jsx", content: "export default function Untidy(){return <p>tidy me</p>}\n" },
    });
    expect(created.status()).toBe(201);
    // Monaco's JavaScript support (which registers the formatter) is held back until the text shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route(/\/tsMode-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/admin/site/${site.id}?file=pages%2FUntidy.jsx`);
    await page.getByRole("tab", { name: "Code" }).click();
    const lines = page.locator('[data-slot="code-editor"] .view-lines');
    await expect(lines).toContainText("function Untidy(){", { timeout: 30_000 });
    await expect(page.locator('[data-slot="code-editor"]')).toHaveAttribute("data-state", "formatting");
    release();
    await editorSettled(page);
    await expect(lines).toContainText("function Untidy() {");
    // Formatting on mount tidies what is shown without making a draft.
    await expect(page.getByText("(unsaved changes)")).toHaveCount(0);
  });
});
