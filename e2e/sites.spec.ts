import {
  allowConsoleErrors,
  createOrganizationViaApi,
  expect,
  fileViaApi,
  signUpViaApi,
  signUpWithSite,
  test,
  toast,
} from "./fixtures";

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a blank site is created from the list and opens in the editor with the starter files", async ({ page }) => {
    await signUpViaApi(page);
    await createOrganizationViaApi(page, "Karoo Coffee");
    await page.goto("/admin/sites");
    await expect(page.getByRole("heading", { name: "Create your first site" })).toBeVisible();

    await page.getByRole("button", { name: "Blank site (code)" }).click();
    const dialog = page.getByRole("dialog", { name: "Blank site (code)" });
    await expect(dialog.getByLabel("Name")).toHaveAttribute("placeholder", "Untitled Site");
    await dialog.getByLabel("Name").fill("Karoo Roasters");
    await dialog.getByRole("button", { name: "Create blank site" }).click();

    await expect(page).toHaveURL(/\/admin\/site\/[^/?]+\?file=pages%2FIndex\.jsx$/);
    await expect(page.getByRole("heading", { name: "Karoo Roasters" })).toBeVisible();
    for (const name of ["pages", "components", "site.json", "styles.css"]) {
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("Index.jsx", { exact: true }).first()).toBeVisible();
    const preview = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
    await expect(preview.getByRole("heading", { name: "Welcome to Karoo Roasters" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();

    await page.getByRole("tab", { name: "Code" }).click();
    await expect(page.locator(".monaco-editor").first()).toBeVisible();

    await page.goto("/admin/sites");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Karoo Roasters" }) });
    await expect(card).toContainText("Not published");
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: "Recent sites" }).getByText("Karoo Roasters")).toBeVisible();
  });

  test("an empty name creates an Untitled Site", async ({ page }) => {
    await signUpViaApi(page);
    await createOrganizationViaApi(page, "Blank Co");
    await page.goto("/admin/sites");
    await page.getByRole("button", { name: "Blank site (code)" }).click();
    await page
      .getByRole("dialog", { name: "Blank site (code)" })
      .getByRole("button", { name: "Create blank site" })
      .click();
    await expect(page.getByRole("heading", { name: "Untitled Site" })).toBeVisible();
  });

  test("the site is renamed inline, its id copied, and it is deleted through the dialog", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const site = await signUpWithSite(page, "First Name", "Rename Co");
    await page.goto(`/admin/site/${site.id}`);

    const nameButton = page.getByRole("button", { name: /First Name/ });
    await nameButton.click();
    const input = page.getByRole("textbox", { name: "Site name" });
    await expect(input).toHaveCSS("width", "240px");
    await input.fill("Changed My Mind");
    await input.press("Escape");
    await expect(page.getByRole("heading", { name: "First Name" })).toBeVisible();

    await page.getByRole("button", { name: /First Name/ }).click();
    await input.fill("   ");
    await input.press("Enter");
    await expect(toast(page)).toContainText("Site name cannot be empty");
    await expect(page.getByRole("heading", { name: "First Name" })).toBeVisible();

    await page.getByRole("button", { name: /First Name/ }).click();
    await input.fill("Second Name");
    await input.press("Enter");
    await expect(toast(page)).toContainText("Site updated");
    await expect(page.getByRole("heading", { name: "Second Name" })).toBeVisible();

    // The id is for whoever codes against the API: under More, not in the header.
    await expect(page.getByRole("button", { name: /Copy site ID/i })).toHaveCount(0);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Copy Site ID" }).click();
    await expect(toast(page)).toContainText("Site identifier copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.id);

    // Delete Site is kept away from Save and Publish, under More.
    await expect(page.getByRole("button", { name: "Delete Site" })).toHaveCount(0);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete Site" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Site" });
    await expect(dialog).toContainText('Are you sure you want to delete "Second Name"?');
    await dialog.getByRole("button", { name: "Delete Site" }).click();
    await expect(toast(page)).toContainText("Site deleted");
    await expect(page).toHaveURL(/\/admin\/sites$/);
    await expect(page.getByRole("heading", { name: "Create your first site" })).toBeVisible();
  });

  test("a deep link with ?file= opens that file, and picking a file rewrites the parameter", async ({ page }) => {
    const site = await signUpWithSite(page, "Linked", "Deep Link Co");
    await page.goto(`/admin/site/${site.id}?file=pages/About.jsx`);
    await expect(page.getByText("pages/About.jsx", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/file=pages(%2F|\/)About\.jsx/);

    await page.getByText("site.json", { exact: true }).first().click();
    await expect(page).toHaveURL(/file=site\.json$/);
    await expect(page.getByText("site.json is not a page.", { exact: false })).toBeVisible();

    await page.getByRole("button", { name: "Collapse", exact: true }).click();
    await expect(page.getByText("styles.css", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Files", exact: true }).click();
    await expect(page.getByText("styles.css", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Files", exact: true })).toHaveCount(0);
  });

  test("Back returns to the page before, Refresh preview rebuilds, and a build never reached says so", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Tidal Teas", "Tidal Co");
    await page.goto("/admin");
    await page.getByRole("region", { name: "Recent sites" }).getByRole("link", { name: "Tidal Teas" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/site/${site.id}`));
    const frame = page.frameLocator('iframe[title="Preview of pages/Index.jsx"]');
    await expect(frame.getByRole("heading", { name: "Welcome to Tidal Teas" })).toBeVisible({ timeout: 30_000 });

    // Another session changes the home page: Refresh builds it again.
    const index = await fileViaApi(page, site.id, "pages/Index.jsx");
    const changed = (index?.current_version?.content ?? "").replace("Welcome to {site.name}", "Fresh leaves daily");
    expect(changed).toContain("Fresh leaves daily");
    const saved = await page.request.put(`/api/sites/${site.id}/files/${index?.id}/content`, {
      data: { content: changed },
    });
    expect(saved.status()).toBe(200);
    const refresh = page.getByRole("button", { name: "Refresh preview" });
    const rebuilt = page.waitForRequest((request) => request.url().endsWith(`/api/sites/${site.id}/preview-url`));
    await refresh.click();
    await rebuilt;
    await expect(frame.getByRole("heading", { name: "Fresh leaves daily" })).toBeVisible({ timeout: 30_000 });

    // With the network down the build cannot even be asked: our words, not the browser's.
    allowConsoleErrors(/net::ERR_FAILED/);
    const previewUrl = new RegExp(`/api/sites/${site.id}/preview-url$`);
    await page.route(previewUrl, (route) => route.abort("failed"));
    await refresh.click();
    const failed = page.getByRole("alert").filter({ hasText: "The Home page cannot be shown right now" });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("Failed to build page preview");
    await expect(failed).not.toContainText("Failed to fetch");
    await page.unroute(previewUrl);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(frame.getByRole("heading", { name: "Fresh leaves daily" })).toBeVisible({ timeout: 30_000 });

    // Back is the browser's back: Home, where the site was opened (not the sites list it falls back to).
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("region", { name: "Recent sites" })).toBeVisible();
  });

  test("a site without files says so beside the explorer, and Save warns that no file is selected", async ({
    page,
  }) => {
    const site = await signUpWithSite(page, "Bare", "Empty Co");
    const listed = await page.request.get(`/api/sites/${site.id}/files`);
    const { files } = (await listed.json()) as { files: { id: string; full_path: string }[] };
    for (const file of files.filter((f) => !f.full_path.slice(0, -1).includes("/"))) {
      expect((await page.request.delete(`/api/sites/${site.id}/files/${file.id}`)).status()).toBe(204);
    }
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByText("No Files Found")).toBeVisible();
    await expect(page.getByText("This site doesn't have any files yet.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "New File" }).first()).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page)).toContainText("No file selected");
  });

  test("a site of another of the user's organizations switches to that organization", async ({ page }) => {
    const site = await signUpWithSite(page, "Owned Elsewhere", "Owner Org");
    const other = await createOrganizationViaApi(page, "Other Org");
    await page.goto("/admin");
    await page.getByRole("button", { name: /^Organization: / }).click();
    await page.getByRole("menuitem", { name: other.name }).click();
    await expect(page.getByRole("button", { name: `Organization: ${other.name}` })).toBeVisible();
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByRole("heading", { name: "Owned Elsewhere" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Organization: Owner Org" })).toBeVisible();
  });

  test("a missing site shows not found with a way back", async ({ page }) => {
    // The editor asks for the site and the API answers 404, which the browser logs.
    allowConsoleErrors(/^Failed to load resource: .*status of 404 .* @ \S+\/api\/sites\/no-such-site$/);
    await signUpViaApi(page);
    await createOrganizationViaApi(page, "Missing Co");
    await page.goto("/admin/site/no-such-site");
    await expect(page.getByRole("heading", { name: "Site not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("without an organization the editor asks to choose one", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/admin/site/anything");
    // The layout offers to create an organization first; the editor's own warning is behind it.
    await page.getByRole("dialog", { name: "Create organization" }).getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Site Preview" })).toBeVisible();
    await expect(page.getByText("No Active Organization")).toBeVisible();
    await expect(
      page.getByText("You need to select an organization before you can manage site files.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/admin");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("at 375 px the header is one menu and the explorer is a full-screen overlay", async ({ page }) => {
    const site = await signUpWithSite(page, "Pocket Site", "Pocket Co");
    await page.goto(`/admin/site/${site.id}`);
    await expect(page.getByRole("heading", { name: "Pocket Site" })).toBeVisible();
    // Collapsed by default under 640px.
    await expect(page.getByRole("dialog", { name: "Files" })).toHaveCount(0);

    await page.getByRole("button", { name: "Site menu" }).click();
    const menu = page.getByRole("menu");
    for (const section of ["Site Info", "Actions", "Utilities"]) {
      await expect(menu.getByText(section, { exact: true })).toBeVisible();
    }
    for (const item of [
      "Rename",
      "Save File",
      "Publish Site",
      "Show Files",
      "Media",
      "Forms",
      "Settings",
      "Delete Site",
    ]) {
      await expect(menu.getByRole("menuitem", { name: new RegExp(`^${item}`) })).toBeVisible();
    }
    await menu.getByRole("menuitem", { name: "Close Menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Site menu" }).click();
    await page.getByRole("menuitem", { name: "Show Files" }).click();
    const overlay = page.getByRole("dialog", { name: "Files" });
    await expect(overlay).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
    await overlay.getByText("About.jsx", { exact: true }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/file=pages%2FAbout\.jsx$/);

    await page.getByRole("button", { name: "Site menu" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const input = page.getByRole("textbox", { name: "Site name" });
    await expect(input).toBeFocused();
    await input.fill("Pocket Renamed");
    await input.press("Enter");
    await expect(toast(page)).toContainText("Site updated");
  });
});
