import type { Locator, Page } from "@playwright/test";
import { allowConsoleErrors, editorSettled, expect, fileViaApi, signUpWithSite, test, toast } from "./fixtures";

// Monaco's first load is a few MB of script: on a busy machine a journey needs more than the default.
test.describe.configure({ timeout: 90_000 });

type Version = { id: string; content: string; version_number: number; commit_message: string };
type FileRow = { id: string; full_path: string; current_version_id: string; current_version: Version };

/**
 * A signed-up user with an organization and a fresh site, watching for CDN requests (a CSP refusal
 * is a console error, which fails the test by itself).
 */
async function setUp(page: Page) {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    // The preview frame lives on preview.localhost; anything else (a CDN) is foreign.
    if (hostname !== "localhost" && !hostname.endsWith(".localhost")) foreign.push(request.url());
  });
  const site = await signUpWithSite(page, "Code Site", "Code Crafters");
  return { siteId: site.id, foreign };
}

async function fileByPath(page: Page, siteId: string, path: string): Promise<FileRow> {
  const file = await fileViaApi(page, siteId, path);
  if (!file) throw new Error(`${path} not found`);
  return file as FileRow;
}

async function versionsOf(page: Page, siteId: string, fileId: string): Promise<Version[]> {
  const response = await page.request.get(`/api/sites/${siteId}/files/${fileId}/versions`);
  return ((await response.json()) as { versions: Version[] }).versions;
}

/** Opens a file in the Code tab and waits for Monaco (and its format-on-mount) to settle. */
async function openCode(page: Page, siteId: string, path: string) {
  await page.goto(`/admin/site/${siteId}?file=${encodeURIComponent(path)}`);
  await page.getByRole("tab", { name: "Code" }).click();
  const editor = page.locator('[data-slot="code-editor"] .monaco-editor');
  // Monaco is a few MB loaded on first use: give a busy machine time.
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(editor.locator(".view-lines")).not.toBeEmpty();
  await editorSettled(page);
  return editor;
}

/** Replaces the editor's whole text by typing it (Monaco's auto-closed brackets are typed over). */
async function replaceText(page: Page, editor: ReturnType<Page["locator"]>, text: string) {
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+a");
  // Typing over a selection would surround it with the bracket typed; delete it first.
  await page.keyboard.press("Delete");
  if (text) await page.keyboard.type(text);
}

const unsaved = (page: Page) => page.getByText("(unsaved changes)");

test("Monaco loads self-hosted; typing marks the file unsaved and Ctrl+S saves a version", async ({ page }) => {
  const { siteId, foreign } = await setUp(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const editor = await openCode(page, siteId, "pages/About.jsx");
  await expect(unsaved(page)).toHaveCount(0);
  // JSX parses and the site's imports are not type-checked here: no red squiggles on a starter file.
  await expect.poll(() => workers.some((url) => /ts\.worker/.test(url))).toBe(true);
  // Proof that the worker has checked this file: a stray ')' gets the one squiggle, and with it every
  // problem the worker finds in the file is shown. Taking it back leaves none. (The live preview of the
  // draft meanwhile fails to build, as it should.)
  allowConsoleErrors(/status of 422 .* @ \S+\/preview-url$/);
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(")");
  await expect(editor.locator(".squiggly-error")).toHaveCount(1);
  await page.keyboard.press("ControlOrMeta+z");
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor.locator(".squiggly-error")).toHaveCount(0);
  await expect(unsaved(page)).toHaveCount(0);

  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("// edited in the browser");
  await expect(unsaved(page)).toHaveCount(1);

  await page.keyboard.press("ControlOrMeta+s");
  await expect(toast(page)).toContainText("File saved");
  await expect(unsaved(page)).toHaveCount(0);

  const file = await fileByPath(page, siteId, "pages/About.jsx");
  expect(file.current_version.content).toContain("// edited in the browser");
  const [latest] = await versionsOf(page, siteId, file.id);
  expect(latest).toMatchObject({ version_number: 2, commit_message: "Updated content via editor" });

  expect(workers.length).toBeGreaterThan(0);
  for (const url of workers) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(foreign).toEqual([]);
});

test("Ctrl+S formats JSON with two spaces and questions invalid JSON", async ({ page }) => {
  // The preview follows drafts: while site.json is typed key by key, and once it holds invalid JSON,
  // the site does not build and the preview answers 422, which the browser logs.
  allowConsoleErrors(/^Failed to load resource: .*status of 422 .* @ \S+\/api\/sites\/[\w-]+\/preview-url$/);
  const { siteId } = await setUp(page);
  const editor = await openCode(page, siteId, "site.json");

  await replaceText(page, editor, '{"name":"Compact","n":[1,2]}');
  await page.keyboard.press("ControlOrMeta+s");
  await expect(toast(page)).toContainText("File saved");
  const saved = await fileByPath(page, siteId, "site.json");
  expect(saved.current_version.content).toBe('{\n  "name": "Compact",\n  "n": [\n    1,\n    2\n  ]\n}');

  await replaceText(page, editor, '{"name": }');
  await page.keyboard.press("ControlOrMeta+s");
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Warning: The JSON in site.json appears invalid. Save anyway?");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page)).toContainText("Save cancelled");
  expect((await fileByPath(page, siteId, "site.json")).current_version.content).toBe(saved.current_version.content);
});

test("saving an empty file asks first; a refusal shows 'Save cancelled'", async ({ page }) => {
  const { siteId } = await setUp(page);
  const created = await page.request.post(`/api/sites/${siteId}/files`, {
    data: { full_path: "notes.md", content: "hello" },
  });
  expect(created.status()).toBe(201);
  const editor = await openCode(page, siteId, "notes.md");

  await replaceText(page, editor, "");
  await page.keyboard.press("ControlOrMeta+s");
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(
    "Warning: You're about to save notes.md as an empty file. The current file has 5 characters. Continue?",
  );
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page)).toContainText("Save cancelled");
  expect((await fileByPath(page, siteId, "notes.md")).current_version.content).toBe("hello");

  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+s");
  await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
  await expect(toast(page)).toContainText("File saved");
  expect((await fileByPath(page, siteId, "notes.md")).current_version.content).toBe("");
});

test("History: view a version, compare it with the editor, restore it", async ({ page }) => {
  const { siteId } = await setUp(page);
  const original = (await fileByPath(page, siteId, "pages/About.jsx")).current_version.content;
  const editor = await openCode(page, siteId, "pages/About.jsx");
  await editor.locator(".view-lines").click();
  // At the top, where the comparison shows it without scrolling (the starter page is taller than the dialog).
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.type("// second version");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(toast(page)).toContainText("File saved");

  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("button", { name: /Version 2/ })).toContainText("Updated content via editor");
  await history.getByRole("button", { name: /Version 1/ }).click();

  const dialog = page.getByRole("dialog", { name: /Version 1/ });
  await expect(dialog.locator(".monaco-editor .view-lines")).toContainText("Tell your visitors");
  await expect(dialog.locator(".monaco-editor .view-lines")).not.toContainText("second version");
  await dialog.getByRole("button", { name: "Compare with current" }).click();
  await expect(dialog.locator(".monaco-diff-editor")).toBeVisible();
  await expect(dialog.locator(".monaco-diff-editor")).toContainText("second version");

  await dialog.getByRole("button", { name: "Restore" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(toast(page)).toContainText("Restored version 1");
  await expect(dialog).toBeHidden();

  const restored = await fileByPath(page, siteId, "pages/About.jsx");
  expect(restored.current_version.content).toBe(original);
  const [latest] = await versionsOf(page, siteId, restored.id);
  expect(latest).toMatchObject({ version_number: 3, commit_message: "Restored version 1" });
  await expect(editor.locator(".view-lines")).not.toContainText("second version");
  await expect(history.getByRole("button", { name: /Version 3/ })).toBeVisible();
});

/** In the open `path`, types a change, then someone else saves the file through the API, then Ctrl+S. */
async function raceAnotherWriter(page: Page, siteId: string, editor: Locator, path: string) {
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("// mine");
  const file = await fileByPath(page, siteId, path);
  const theirs = `${file.current_version.content}// theirs\n`;
  const put = await page.request.put(`/api/sites/${siteId}/files/${file.id}/content`, { data: { content: theirs } });
  expect(put.status()).toBe(200);
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+s");
  const dialog = page.getByRole("dialog", { name: /changed since you opened it/ });
  await expect(dialog).toContainText("Version 2");
  await expect(dialog.locator(".monaco-diff-editor")).toBeVisible();
  return dialog;
}

// One editor for both answers to a conflict (Monaco's first load is the long part): each meets its own
// file, opened at its first version.
test("a conflicting save can overwrite theirs with mine, or take theirs instead", async ({ page }) => {
  // The save that meets their version answers 409 (the conflict dialog's cue), which the browser logs.
  allowConsoleErrors(/^Failed to load resource: .*status of 409 .* @ \S+\/api\/sites\/[\w-]+\/files\/[\w-]+\/content$/);
  const { siteId } = await setUp(page);
  const editor = await openCode(page, siteId, "pages/About.jsx");

  await test.step("overwrite theirs with mine", async () => {
    const dialog = await raceAnotherWriter(page, siteId, editor, "pages/About.jsx");
    await dialog.getByRole("button", { name: "Overwrite with mine" }).click();
    await expect(toast(page)).toContainText("File saved");
    const file = await fileByPath(page, siteId, "pages/About.jsx");
    expect(file.current_version.content).toContain("// mine");
    expect(file.current_version.content).not.toContain("// theirs");
    expect(file.current_version.version_number).toBe(3);
    await expect(unsaved(page)).toHaveCount(0);
  });

  await test.step("take theirs instead", async () => {
    await page.getByText("Contact.jsx", { exact: true }).first().click();
    await expect(page).toHaveURL(/file=pages(%2F|\/)Contact\.jsx$/);
    await expect(editor.locator(".view-lines")).toContainText("Contact us");
    await editorSettled(page);
    const dialog = await raceAnotherWriter(page, siteId, editor, "pages/Contact.jsx");
    await dialog.getByRole("button", { name: "Take theirs" }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.locator(".view-lines")).toContainText("// theirs");
    await expect(editor.locator(".view-lines")).not.toContainText("// mine");
    await expect(unsaved(page)).toHaveCount(0);
    const file = await fileByPath(page, siteId, "pages/Contact.jsx");
    expect(file.current_version.version_number).toBe(2);

    // The next save builds on their version without another conflict.
    await editor.locator(".view-lines").click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("// after theirs");
    // The first step's "File saved" has gone by now (or goes): the one awaited next is this save's.
    await expect(toast(page)).toHaveCount(0);
    await page.keyboard.press("ControlOrMeta+s");
    await expect(toast(page)).toContainText("File saved");
    expect((await fileByPath(page, siteId, "pages/Contact.jsx")).current_version.version_number).toBe(3);
  });
});

// One draft for each way of leaving (Monaco's first load is the long part): staying, closing the tab
// (refused, so the tab stays), then leaving without saving.
test("unsaved changes hold navigation and closing the tab; leaving without saving goes where the user asked", async ({
  page,
}) => {
  const { siteId } = await setUp(page);
  const editor = await openCode(page, siteId, "pages/About.jsx");
  await editor.locator(".view-lines").click();
  await page.keyboard.type("// draft ");
  await expect(unsaved(page)).toHaveCount(1);

  await test.step("Stay keeps the page and the draft", async () => {
    await page.getByRole("link", { name: "Sites", exact: true }).first().click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText("You have unsaved changes. Leave without saving?");
    await question.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/site/${siteId}`));
    await expect(unsaved(page)).toHaveCount(1);
  });

  await test.step("closing the tab asks first", async () => {
    const prompt = new Promise<string>((resolve) => {
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe("beforeunload");
    // Refused, the tab stays open on the draft.
    expect(page.isClosed()).toBe(false);
    await expect(unsaved(page)).toHaveCount(1);
  });

  await test.step("leaving without saving goes where the user asked", async () => {
    await page.getByRole("link", { name: "Sites", exact: true }).first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/admin\/sites$/);
  });
});

test("opening files (formatted on mount) makes no drafts: leaving needs no answer", async ({ page }) => {
  const { siteId } = await setUp(page);
  await openCode(page, siteId, "styles.css");
  await page.getByText("site.json", { exact: true }).first().click();
  await expect(page.locator('[data-slot="code-editor"] .view-lines')).toContainText('"tagline"');
  await editorSettled(page);
  await expect(unsaved(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Sites", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/sites$/);
});
