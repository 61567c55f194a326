import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, fileViaApi, savedContentViaApi, signUpWithSite, test, toast } from "./fixtures";

// Builds share two busy cores with other work: give journeys room.
test.describe.configure({ timeout: 150_000 });

const FIRST_LOAD = { timeout: 30_000 };
const PREVIEW_FRAME = 'iframe[title="Preview of pages/Index.jsx"]';

/** A home page whose line 6 closes a tag it never opened: it cannot be built. */
const BROKEN_HOME = `import Layout from "../components/Layout.jsx";

export default function Index() {
  return (
    <Layout>
      <h1>Fresh bread daily</h2>
    </Layout>
  );
}
`;

/** Saves a broken home page through the API, as a save from another tab would: a new version of the file. */
async function saveBrokenHome(page: Page, siteId: string): Promise<string> {
  const file = await fileViaApi(page, siteId, "pages/Index.jsx");
  const saved = await page.request.put(`/api/sites/${siteId}/files/${file?.id}/content`, {
    data: { content: BROKEN_HOME },
  });
  expect(saved.status()).toBe(200);
  return file?.current_version?.content ?? "";
}

function previewHeading(page: Page, name: string) {
  return page.frameLocator(PREVIEW_FRAME).getByRole("heading", { name, level: 1 });
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a saved mistake: the preview names the broken page, shows the line, a failed publish stays until dismissed and is never called live, and Undo my last change brings the page back", async ({
    page,
  }) => {
    // The preview and the publish of the broken page answer 422, which the browser logs.
    allowConsoleErrors(
      /^Failed to load resource: .*status of 422 .* @ \S+\/api\/sites\/[\w-]+\/preview-url$/,
      /^Failed to load resource: .*status of 422 .* @ \S+\/site\/publish$/,
    );
    const site = await signUpWithSite(page, "Crumb Corner");
    expect((await page.request.post("/site/publish", { data: { site_id: site.id } })).status()).toBe(200);
    const before = await saveBrokenHome(page, site.id);
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByText(/^Live · published /)).toBeVisible(FIRST_LOAD);

    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "The Home page has a mistake and cannot be shown" })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(preview.getByText("The mistake is in pages/Index.jsx, on line 6.")).toBeVisible();
    // The builder's own words wait behind Technical details.
    const problems = preview.getByRole("list", { name: "Build problems" });
    await expect(problems).toBeHidden();
    await preview.getByText("Technical details").click();
    await expect(problems.getByRole("button", { name: /^pages\/Index\.jsx:6:\d+ / })).toBeVisible();

    // Show the line: the file in the Code tab, at line 6.
    await preview.getByRole("button", { name: "Show the line" }).click();
    await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('[data-slot="code-editor"] .active-line-number')).toHaveText("6", FIRST_LOAD);
    await page.getByRole("tab", { name: "Preview" }).click();

    // A publish of the broken page: it says which page, what is live, and stays once the toasts have gone.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const failed = page.getByRole("region", { name: "The Home page could not be published" });
    await expect(failed).toBeVisible(FIRST_LOAD);
    await expect(failed).toContainText("The mistake is in pages/Index.jsx, on line 6.");
    await expect(toast(page).filter({ hasText: "Publishing failed" })).toHaveCount(0);
    // The header never calls the site live with what failed, now or after a reload.
    const lastFailed = page.getByText(
      /^Last publish failed · the live site still shows the version of \w{3} \d+, \d+:\d{2}\s[AP]M$/,
    );
    await expect(lastFailed).toBeVisible();
    await expect(page.getByText(/^Live · published /)).toHaveCount(0);
    await page.waitForTimeout(6_000);
    await expect(failed).toBeVisible();
    await failed.getByRole("button", { name: "Dismiss" }).click();
    await expect(failed).toHaveCount(0);
    await page.reload();
    await expect(lastFailed).toBeVisible(FIRST_LOAD);

    // Undo my last change: the version before the broken save comes back, and so does the page.
    await preview.getByRole("button", { name: "Undo my last change" }).click();
    await expect(toast(page)).toContainText("Change undone");
    await expect(toast(page)).toContainText("pages/Index.jsx is back to version 1.");
    await expect(previewHeading(page, "Welcome to Crumb Corner")).toBeVisible(FIRST_LOAD);
    expect(await savedContentViaApi(page, site.id, "pages/Index.jsx")).toBe(before);

    // Published again, the site is live once more.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(page.getByText(/^Live · published /)).toBeVisible();
    await expect(lastFailed).toHaveCount(0);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("at 375 px a failed publish's banner offers the same ways out, and its undo lets the site publish", async ({
    page,
  }) => {
    allowConsoleErrors(
      /^Failed to load resource: .*status of 422 .* @ \S+\/api\/sites\/[\w-]+\/preview-url$/,
      /^Failed to load resource: .*status of 422 .* @ \S+\/site\/publish$/,
    );
    const site = await signUpWithSite(page, "Pocket Bakery");
    await saveBrokenHome(page, site.id);
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByRole("heading", { name: "The Home page has a mistake and cannot be shown" })).toBeVisible(
      FIRST_LOAD,
    );

    const bar = page.getByRole("group", { name: "Editor actions" });
    await bar.getByRole("button", { name: "Publish" }).click();
    const failed = page.getByRole("region", { name: "The Home page could not be published" });
    await expect(failed).toBeVisible(FIRST_LOAD);
    await expect(page.getByText("Last publish failed · nothing is live yet")).toBeVisible();
    const undo = failed.getByRole("button", { name: "Undo my last change" });
    expect((await undo.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await undo.click();
    await expect(toast(page)).toContainText("Change undone");
    await expect(failed).toHaveCount(0);

    await bar.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page)).toContainText("Site published", FIRST_LOAD);
    await expect(page.getByText(/^Live · published /)).toBeVisible();
  });
});
