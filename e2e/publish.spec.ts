import type { Page } from "@playwright/test";
import { allowConsoleErrors, editorSettled, expect, savedContentViaApi, signUpWithSite, test, toast } from "./fixtures";

// Monaco's first load and site builds share two busy cores with other work: give journeys room.
test.describe.configure({ timeout: 150_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FIRST_LOAD = { timeout: 30_000 };
const PREVIEW_FRAME = 'iframe[title="Preview of pages/Index.jsx"]';

/** The home page as the editor's starter template writes it, with another heading. */
function indexPage(heading: string): string {
  return `import Layout from "../components/Layout.jsx";

export default function Index() {
  return (
    <Layout>
      <h1 className="text-4xl font-bold">${heading}</h1>
    </Layout>
  );
}
`;
}

/** Replaces the open file's text in Monaco (inserted, so no auto-closed brackets). */
async function replaceCode(page: Page, text: string) {
  const editor = page.locator('[data-slot="code-editor"] .monaco-editor');
  await expect(editor).toBeVisible(FIRST_LOAD);
  await expect(editor.locator(".view-lines")).not.toBeEmpty();
  await editorSettled(page);
  await editor.locator(".view-lines").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
}

function previewHeading(page: Page, name: string) {
  return page.frameLocator(PREVIEW_FRAME).getByRole("heading", { name, level: 1 });
}

/** The frame's layout width: the viewport the page inside lays itself out for (a narrow room only shrinks it). */
function frameWidth(page: Page): Promise<number> {
  return page.locator(PREVIEW_FRAME).evaluate((frame: HTMLIFrameElement) => frame.offsetWidth);
}

/** What a visitor sees at the site's own host, in the same browser. */
async function visitorHeading(page: Page, slug: string): Promise<string> {
  // The starter site has no icon; the browser asks for /favicon.ico anyway and logs the site's 404.
  allowConsoleErrors(
    new RegExp(`^Failed to load resource: .*status of 404 .* @ http://${slug}\\.localhost:${PORT}/favicon\\.ico$`),
  );
  const visitor = await page.context().newPage();
  await visitor.goto(`http://${slug}.localhost:${PORT}/`);
  const heading = (await visitor.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
  await visitor.close();
  return heading.trim();
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the preview frame shows the page at each width, follows drafts, and points at build errors", async ({
    page,
  }) => {
    // A draft with a syntax error makes the preview answer 422 with the build's problems, and
    // publishing the saved error answers 422 too; the browser logs both.
    allowConsoleErrors(
      /^Failed to load resource: .*status of 422 .* @ \S+\/api\/sites\/[\w-]+\/preview-url$/,
      /^Failed to load resource: .*status of 422 .* @ \S+\/site\/publish$/,
    );
    const site = await signUpWithSite(page, "Harbour Bakery");
    await page.goto(`/admin/site/${site.id}`);

    await expect(previewHeading(page, "Welcome to Harbour Bakery")).toBeVisible(FIRST_LOAD);
    const frame = page.locator(PREVIEW_FRAME);
    await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin");
    // The document comes from the preview origin, never the app's (docs/decisions/005).
    expect(new URL((await frame.getAttribute("src")) ?? "").host).toBe(`preview.localhost:${PORT}`);

    await page.getByRole("button", { name: "Mobile (375px)" }).click();
    await expect.poll(() => frameWidth(page)).toBe(375);
    await page.getByRole("button", { name: "Tablet (768px)" }).click();
    await expect.poll(() => frameWidth(page)).toBe(768);
    await page.getByRole("button", { name: "Desktop (full width)" }).click();
    const area = page.getByRole("tabpanel", { name: "Preview" });
    const full = Math.round((await area.boundingBox())?.width ?? 0);
    // The whole preview area, less its padding (16 px a side) and the frame's border.
    await expect.poll(() => frameWidth(page)).toBe(full - 2 * 16 - 2);

    // The unsaved buffer is previewed, before any save.
    await page.getByRole("tab", { name: "Code" }).click();
    await replaceCode(page, indexPage("Fresh bread daily"));
    await expect(page.getByText("(unsaved changes)")).toBeVisible();
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(previewHeading(page, "Fresh bread daily")).toBeVisible(FIRST_LOAD);
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toContain("Welcome");

    // A syntax error on line 6: the page has a mistake, file:line:column under Technical details, and a
    // click on it opens the code there.
    await page.getByRole("tab", { name: "Code" }).click();
    await replaceCode(page, indexPage("Broken</h2><h1>"));
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByText("The Home page has a mistake and cannot be shown")).toBeVisible(FIRST_LOAD);
    await page.getByText("Technical details").click();
    const problem = page.getByRole("button", { name: /^pages\/Index\.jsx:6:\d+ / });
    await expect(problem).toBeVisible();
    await problem.click();
    await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('[data-slot="code-editor"] .active-line-number')).toHaveText("6", FIRST_LOAD);

    // Publishing builds the saved files: a saved syntax error fails it, said until dismissed, with the
    // server's words under Technical details.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("File saved");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const failed = page.getByRole("region", { name: "The Home page could not be published" });
    await expect(failed).toBeVisible(FIRST_LOAD);
    await failed.getByText("Technical details").click();
    await expect(failed).toContainText("Publish API error (422):");
  });

  test("publish, visit the site host, publish again, roll back, publish during a save; the badge follows", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Tidewater Books");
    await page.goto(`/admin/site/${site.id}`);
    await expect(previewHeading(page, "Welcome to Tidewater Books")).toBeVisible(FIRST_LOAD);
    // Never published: every file would count as a change, so the header says just that.
    await expect(page.getByText("Not published", { exact: true })).toBeVisible();
    const badge = page.getByRole("button", { name: /^\d+ unpublished changes?$/ });
    await expect(badge).toHaveCount(0);

    // Held back a moment so the running state can be seen.
    await page.route("**/site/publish", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("button", { name: "Publishing..." })).toBeDisabled();
    await expect(toast(page)).toContainText("Publishing");
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(toast(page)).toContainText("Your site has been published successfully");
    const siteUrl = `http://${site.slug}.localhost:${PORT}`;
    await expect(page.getByRole("link", { name: siteUrl })).toHaveAttribute("href", siteUrl);
    await expect(page.getByRole("link", { name: "Visit Site" })).toHaveAttribute("href", siteUrl);
    await expect(page.getByText(/^Live · published /)).toBeVisible();
    await expect(badge).toHaveCount(0);
    expect(await visitorHeading(page, site.slug)).toBe("Welcome to Tidewater Books");

    // A saved edit is an unpublished change, listed in the badge's popover.
    await page.getByRole("tab", { name: "Code" }).click();
    await replaceCode(page, indexPage("Second chapter"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("File saved");
    await expect(badge).toHaveText("1 unpublished change");
    await badge.click();
    const changed = page.getByRole("list", { name: "Changed files" });
    await expect(changed.getByRole("listitem")).toHaveText([/Modified\s*pages\/Index\.jsx/]);
    await page.keyboard.press("Escape");

    // Unsaved edits are saved first when the user agrees.
    await replaceCode(page, indexPage("Third chapter"));
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const ask = page.getByRole("alertdialog", { name: "Save changes before publishing?" });
    await expect(ask).toContainText("pages/Index.jsx");
    await ask.getByRole("button", { name: "Save and publish" }).click();
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(page.getByText("(unsaved changes)")).toHaveCount(0);
    await expect(badge).toHaveCount(0);
    expect(await visitorHeading(page, site.slug)).toBe("Third chapter");

    // Roll back to the first deployment: instant, and the host serves the old page again.
    await page.getByRole("button", { name: "Deployments" }).click();
    const sheet = page.getByRole("dialog", { name: "Deployments" });
    await expect(sheet.getByText(/^Live · published /)).toBeVisible();
    const items = sheet.getByRole("article");
    await expect(items).toHaveCount(2);
    await expect(items.first().getByText("Live", { exact: true })).toBeVisible();
    await expect(items.first()).toContainText("4 pages");
    await items.last().getByRole("button", { name: "Roll back" }).click();
    await page
      .getByRole("alertdialog", { name: "Roll back to this deployment?" })
      .getByRole("button", {
        name: "Roll back",
      })
      .click();
    await expect(toast(page)).toContainText("Rolled back");
    await expect(items.last().getByText("Live", { exact: true })).toBeVisible();
    expect(await visitorHeading(page, site.slug)).toBe("Welcome to Tidewater Books");
    await sheet.getByRole("button", { name: "Close" }).click();
    // The live deployment is older than the saved files again.
    await expect(badge).toBeVisible();

    // Publish while a save is still being written: the publish's own save waits for it, then saves on top
    // of it what was typed since, and the site serves that.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route(`**/api/sites/${site.id}/files/*/content`, async (route) => {
      if (route.request().method() === "PUT") await saveHeld;
      await route.continue();
    });
    await replaceCode(page, indexPage("Fourth chapter"));
    await page.keyboard.press("ControlOrMeta+s");
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await replaceCode(page, indexPage("Fifth chapter"));
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await ask.getByRole("button", { name: "Save and publish" }).click();
    releaseSave();
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(page.getByText("(unsaved changes)")).toHaveCount(0);
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toContain("Fifth chapter");
    expect(await visitorHeading(page, site.slug)).toBe("Fifth chapter");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("at 375 px the preview fills the width and the menu publishes and lists deployments", async ({ page }) => {
    const site = await signUpWithSite(page, "Pocket Press");
    await page.goto(`/admin/site/${site.id}`);
    await expect(previewHeading(page, "Welcome to Pocket Press")).toBeVisible(FIRST_LOAD);
    // No viewport switch on a phone: the frame takes the width there is (less padding and border).
    expect(await frameWidth(page)).toBe(375 - 2 * 12 - 2);

    await page.getByRole("button", { name: "Site menu" }).click();
    await page.getByRole("menuitem", { name: "Publish Site" }).click();
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);

    await page.getByRole("button", { name: "Site menu" }).click();
    await page.getByRole("menuitem", { name: "Deployments" }).click();
    const sheet = page.getByRole("dialog", { name: "Deployments" });
    await expect(sheet.getByRole("article")).toHaveCount(1);
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(375);
  });
});
