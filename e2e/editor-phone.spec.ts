import type { Page } from "@playwright/test";
import { editorSettled, expect, savedContentViaApi, signUpWithSite, test, toast } from "./fixtures";

// Monaco's first load and a publish's build share two busy cores with other work.
test.describe.configure({ timeout: 120_000 });

const FIRST_LOAD = { timeout: 30_000 };
/** The smallest touch target we allow on phones. */
const TOUCH_TARGET_PX = 44;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

function bottomBar(page: Page) {
  return page.getByRole("group", { name: "Editor actions" });
}

test("at 375 px a file is edited, saved and published from the bottom bar, and the site reads Live", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Thumb Cafe");
  await page.goto(`/admin/site/${site.id}`);
  await expect(page.getByRole("heading", { name: "Thumb Cafe" })).toBeVisible();
  await expect(page.getByText("Not published", { exact: true })).toBeVisible();

  // The site menu is a ⋮ of its own, apart from the app menu's ☰ above it.
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Site menu" })).toBeVisible();

  // Files, Preview, Code, Save and Publish sit at the bottom, each at least 44 px every way.
  const bar = bottomBar(page);
  const buttons = bar.getByRole("button");
  await expect(buttons).toHaveText(["Files", "Preview", "Code", "Save", "Publish"]);
  for (const box of await Promise.all((await buttons.all()).map((button) => button.boundingBox()))) {
    expect(box?.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(box?.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  }
  const barBox = await bar.boundingBox();
  expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(812);

  // The explorer speaks of taps on a phone.
  await bar.getByRole("button", { name: "Files" }).click();
  const overlay = page.getByRole("dialog", { name: "Files" });
  await expect(overlay.getByText("Tap to open • Long-press for options • Drag to move")).toBeVisible();
  await overlay.getByRole("button", { name: "Collapse", exact: true }).click();
  await expect(overlay).toBeHidden();

  await bar.getByRole("button", { name: "Code" }).click();
  await expect(bar.getByRole("button", { name: "Code" })).toHaveAttribute("aria-pressed", "true");
  const editor = page.locator('[data-slot="code-editor"] .monaco-editor');
  await expect(editor).toBeVisible(FIRST_LOAD);
  await editorSettled(page);
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n// open from seven\n");
  await expect(page.getByText("(unsaved changes)")).toBeVisible();

  await bar.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("File saved");
  // Toasts come down from the top on phones, clear of the bottom bar and below the app's top bar.
  const toastBox = await toast(page).boundingBox();
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThan(barBox?.y ?? 0);
  expect(toastBox?.y).toBeLessThan(812 / 2);
  const topBar = await page.getByRole("banner").boundingBox();
  expect(toastBox?.y).toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? 64));
  expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toContain("// open from seven");

  await bar.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
  await expect(page.getByText(/^Live · published /)).toBeVisible();
  await expect(page.getByText("Not published", { exact: true })).toHaveCount(0);

  // The banner can go; the status stays.
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText(/^Live · published /)).toBeVisible();
});
