import type { Locator, Page } from "@playwright/test";
import { editorSettled, expect, signUpWithSite, test, toast } from "./fixtures";

// Monaco's first load and a publish's build share two busy cores with other work.
test.describe.configure({ timeout: 120_000 });

const FIRST_LOAD = { timeout: 30_000 };
const PREVIEW_FRAME = 'iframe[title="Preview of pages/Index.jsx"]';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** Whether the admin menu is collapsed to icons (4rem, against 15rem expanded). */
async function isMenuCollapsed(page: Page): Promise<boolean> {
  return (await boxOf(page.getByRole("navigation", { name: "Admin menu" }))).width <= 64;
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the editor keeps its own menu choice, history sits beside the code, and the status follows edits", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Roomy Roasters");
    expect((await page.request.post("/site/publish", { data: { site_id: site.id } })).status()).toBe(200);

    // Elsewhere the menu starts expanded; in the editor it starts collapsed to icons.
    await page.goto("/admin/sites");
    await expect(page.getByRole("button", { name: "Collapse menu" })).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Roomy Roasters" }) });
    await expect(card).toContainText(/Live · published /);
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByRole("heading", { name: "Roomy Roasters" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Expand menu" })).toBeVisible();
    await expect.poll(() => isMenuCollapsed(page)).toBe(true);

    // The user's choice in the editor survives a reload, and leaves the other screens' choice alone.
    await page.getByRole("button", { name: "Expand menu" }).click();
    await expect.poll(() => isMenuCollapsed(page)).toBe(false);
    await page.reload();
    await expect(page.getByRole("button", { name: "Collapse menu" })).toBeVisible();
    await page.getByRole("button", { name: "Collapse menu" }).click();
    await page.reload();
    await expect(page.getByRole("button", { name: "Expand menu" })).toBeVisible();
    await page.goto("/admin/sites");
    await expect(page.getByRole("button", { name: "Collapse menu" })).toBeVisible();
    await page.goBack();

    // Live, with no unpublished changes yet.
    await expect(page.getByText(/^Live · published /)).toBeVisible();
    const changes = page.getByRole("button", { name: /^\d+ unpublished changes?$/ });
    await expect(changes).toHaveCount(0);

    await page.getByRole("tab", { name: "Code" }).click();
    const editor = page.locator('[data-slot="code-editor"] .monaco-editor');
    await expect(editor).toBeVisible(FIRST_LOAD);
    await editorSettled(page);
    await editor.locator(".view-lines").click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.insertText("\n// a second blend\n");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("File saved");
    await expect(changes).toHaveText("1 unpublished change");
    await changes.click();
    await expect(page.getByRole("list", { name: "Changed files" }).getByRole("listitem")).toHaveText([
      /Modified\s*pages\/Index\.jsx/,
    ]);
    await page.keyboard.press("Escape");

    // History takes a column of its own: the code moves over and stays in view.
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("button", { name: /Version 2/ })).toBeVisible();
    const code = await boxOf(editor);
    const panel = await boxOf(history);
    expect(code.x + code.width).toBeLessThanOrEqual(panel.x + 1);
    expect(code.width).toBeGreaterThan(300);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(changes).toHaveCount(0);
    await expect(page.getByText(/^Live · published /)).toBeVisible();
  });
});

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test("the preview fits its pane at every viewport and the page never scrolls sideways", async ({ page }) => {
    const site = await signUpWithSite(page, "Narrow Nook");
    await page.goto(`/admin/site/${site.id}`);
    const frame = page.locator(PREVIEW_FRAME);
    await expect(
      page.frameLocator(PREVIEW_FRAME).getByRole("heading", { name: "Welcome to Narrow Nook", level: 1 }),
    ).toBeVisible(FIRST_LOAD);
    const pane = page.getByRole("tabpanel", { name: "Preview" });

    for (const viewport of ["Tablet (768px)", "Mobile (375px)", "Desktop (full width)"]) {
      await page.getByRole("button", { name: viewport }).click();
      await expect(page.getByRole("button", { name: viewport })).toHaveAttribute("aria-pressed", "true");
      await expect
        .poll(async () => {
          const [inner, outer] = await Promise.all([boxOf(frame), boxOf(pane)]);
          return inner.x >= outer.x && inner.x + inner.width <= outer.x + outer.width + 0.5;
        })
        .toBe(true);
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

test("the shell and the explorer keep their sizes on each side of the 640 and 768 px breakpoints", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const site = await signUpWithSite(page, "Yardstick", "The Exceedingly Long Name Of A Family Bakery Cooperative");
  await page.goto(`/admin/site/${site.id}`);
  await expect(page.getByRole("heading", { name: "Yardstick" })).toBeVisible(FIRST_LOAD);

  // The top bar is 4rem high; the organization's name is cut at 150px.
  const topBar = page.getByRole("banner");
  expect((await boxOf(topBar)).height).toBe(64);
  const organization = page.getByRole("button", { name: /^Organization: The Exceedingly Long/ });
  expect((await boxOf(organization.getByText(/^The Exceedingly Long/))).width).toBe(150);

  // The admin menu: 4rem collapsed (as the editor starts), 15rem expanded.
  // Found by its markup, not its role: on phones it is hidden, and role queries skip hidden elements.
  const sideMenu = page.locator("aside").filter({ has: page.locator('nav[aria-label="Admin menu"]') });
  await expect.poll(async () => (await boxOf(sideMenu)).width).toBe(64);
  await page.getByRole("button", { name: "Expand menu" }).click();
  await expect.poll(async () => (await boxOf(sideMenu)).width).toBe(240);

  // The explorer: 350px on large screens, 320px below 1024px, collapsed below 768px.
  const explorer = page.getByRole("heading", { name: "Files", exact: true }).locator("xpath=../..");
  expect((await boxOf(explorer)).width).toBe(350);
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect.poll(async () => (await boxOf(explorer)).width).toBe(320);
  await page.setViewportSize({ width: 768, height: 800 });
  await expect.poll(async () => (await boxOf(explorer)).width).toBe(320);
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(explorer).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Files", exact: true })).toBeVisible();

  // 641px is still a wide screen: side menu, no menu button. 640px is a phone: the menu is a drawer.
  await page.setViewportSize({ width: 641, height: 800 });
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await page.setViewportSize({ width: 640, height: 800 });
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeHidden();
  await expect.poll(() => sideMenu.evaluate((element) => element.getBoundingClientRect().width)).toBe(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  expect((await boxOf(topBar)).height).toBe(64);

  // On a phone the long name gives way: the user menu stays whole inside the bar's 12px padding.
  await page.setViewportSize({ width: 375, height: 812 });
  const userMenu = page.getByRole("button", { name: "User menu" });
  await expect.poll(async () => Math.round((await boxOf(userMenu)).x + (await boxOf(userMenu)).width)).toBe(363);
  expect((await boxOf(organization.getByText(/^The Exceedingly Long/))).width).toBeLessThan(150);
});
