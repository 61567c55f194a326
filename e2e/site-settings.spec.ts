import { allowConsoleErrors, createSiteViaApi, expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";

test("an owner renames the site, changes its web address, and adds, checks and removes a custom domain", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const site = await signUpWithSite(page, "Harbour Bakery");
  const other = await createSiteViaApi(page, "Other Shop");
  await page.goto(`/admin/site/settings/${site.id}`);
  await expect(page.getByRole("heading", { name: "Site settings", level: 1 })).toBeVisible();

  const name = page.getByRole("textbox", { name: "Name", exact: true });
  const slug = page.getByRole("textbox", { name: "Web address", exact: true });
  const save = page.getByRole("region", { name: "General" }).getByRole("button", { name: "Save", exact: true });
  const address = page.getByTestId("site-address");
  await expect(name).toHaveValue("Harbour Bakery");
  await expect(address).toHaveText(new RegExp(`^${site.slug}\\.`));
  await expect(save).toBeDisabled();

  // The server's refusals show under the slug field.
  allowConsoleErrors(/status of (400|409) .* @ .*\/api\/sites\/[^/]+$/, /status of 409 .* @ .*\/domains$/);
  await slug.fill("ab");
  await save.click();
  await expect(page.getByText("The web address must be at least 3 characters")).toBeVisible();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await slug.fill(other.slug);
  await save.click();
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#site-slug-error")).not.toBeEmpty();

  const newSlug = `harbour-${Date.now().toString(36)}`;
  await name.fill("Harbour Bread");
  await slug.fill(newSlug);
  await save.click();
  await expect(toast(page).filter({ hasText: `Saved Harbour Bread (${newSlug})` })).toBeVisible();
  await expect(address).toHaveText(new RegExp(`^${newSlug}\\.`));
  await expect(page.getByText("Harbour Bread").first()).toBeVisible();
  await expect(save).toBeDisabled();

  // The id is there for whoever codes against the API.
  await page.getByRole("button", { name: "Copy site ID" }).click();
  await expect(toast(page).filter({ hasText: "Site identifier copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.id);

  // One section at a time, chosen at the side.
  const sections = page.getByRole("navigation", { name: "Site settings" });
  await expect(sections.getByRole("link")).toHaveText([
    "General",
    "Visibility",
    "Search and sharing",
    "Custom domains",
    "WhatsApp and badge",
    "Visitors",
    "Hand over to a client",
    "Export",
  ]);
  await expect(sections.getByRole("link", { name: "General" })).toHaveAttribute("aria-current", "page");
  await sections.getByRole("link", { name: "Custom domains" }).click();
  await expect(page).toHaveURL(/#domains$/);
  await expect(sections.getByRole("link", { name: "Custom domains" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "General" })).toHaveCount(0);

  // A custom domain: its two records, a check that finds nothing, and removal.
  await expect(page.getByText(/No custom domains yet/)).toBeVisible();
  await page.getByRole("textbox", { name: "Domain", exact: true }).fill("shop.example.com");
  await page.getByRole("button", { name: "Add domain" }).click();
  const domain = page.getByRole("listitem", { name: "shop.example.com" });
  await expect(domain).toBeVisible();
  await expect(domain.getByText("Pending", { exact: true })).toBeVisible();
  const rows = domain.getByRole("row");
  await expect(rows.filter({ hasText: "CNAME" })).toContainText("shop.example.com");
  await expect(rows.filter({ hasText: "CNAME" })).toContainText(`${newSlug}.`);
  await expect(rows.filter({ hasText: "TXT" })).toContainText("_webcraft.shop.example.com");
  await expect(rows.filter({ hasText: "TXT" })).toContainText(/webcraft-verify-[0-9a-f]{32}/);

  await domain.getByRole("button", { name: "Check DNS" }).click();
  await expect(domain.getByTestId("domain-message")).toContainText("_webcraft.shop.example.com");
  await expect(domain.getByText("Pending", { exact: true })).toBeVisible();

  await domain.getByRole("button", { name: "Remove", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove shop.example.com?" });
  await dialog.getByRole("button", { name: "Remove domain" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(domain).toHaveCount(0);
  await expect(page.getByText(/No custom domains yet/)).toBeVisible();

  // On a phone the sections are a select above the one shown.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(sections).toBeHidden();
  const select = page.getByRole("combobox", { name: "Section" });
  await expect(select).toHaveValue("domains");
  await select.selectOption({ label: "Export" });
  await expect(page).toHaveURL(/#export$/);
  await expect(page.getByRole("region", { name: "Export" })).toBeVisible();
});

test("an editor sees the site's settings read-only, with the reason on hover", async ({ page, browser }) => {
  const site = await signUpWithSite(page, "Look Only Cafe");
  const editor = await joinViaApi(browser, page, "editor");

  await editor.page.goto(`/admin/site/settings/${site.id}`);
  const name = editor.page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue("Look Only Cafe");
  await expect(name).toHaveAttribute("readonly", "");
  await expect(editor.page.getByRole("textbox", { name: "Web address", exact: true })).toHaveAttribute("readonly", "");
  const save = editor.page.getByRole("region", { name: "General" }).getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await save.hover();
  await expect(editor.page.getByRole("tooltip")).toHaveText("Your role (editor) cannot change site settings");
  // Every other section's Save is held back the same way.
  const sections = editor.page.getByRole("navigation", { name: "Site settings" });
  for (const section of ["Visibility", "Search and sharing", "WhatsApp and badge"]) {
    await sections.getByRole("link", { name: section }).click();
    const other = editor.page.getByRole("region", { name: section }).getByRole("button", { name: "Save", exact: true });
    await expect(other).toHaveAttribute("aria-disabled", "true");
    if (section === "Visibility") {
      await expect(editor.page.getByRole("radio", { name: /Password-protected/ })).toBeDisabled();
    }
    if (section === "Search and sharing") {
      await expect(editor.page.getByRole("textbox", { name: "Site title" })).toHaveAttribute("readonly", "");
      await expect(editor.page.getByRole("switch", { name: "Hide from search engines" })).toBeDisabled();
    }
  }
  await sections.getByRole("link", { name: "Custom domains" }).click();
  const add = editor.page.getByRole("button", { name: "Add domain" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await editor.context.close();
});

test("an owner protects the site with a password and sets how it shows in search; a visitor is asked for the password, then sees the page", async ({
  page,
  browser,
}) => {
  const site = await signUpWithSite(page, "Secret Garden Cafe");
  await page.goto(`/admin/site/settings/${site.id}#visibility`);

  const visibility = page.getByRole("region", { name: "Visibility" });
  await expect(visibility.getByRole("radio", { name: /Public/ })).toBeChecked();
  await visibility.getByRole("radio", { name: /Password-protected/ }).check();
  const password = visibility.getByLabel("Password", { exact: true });
  await visibility.getByRole("button", { name: "Save", exact: true }).click();
  await expect(visibility.getByText("Choose a password to protect the site with")).toBeVisible();
  await password.fill("garden-gate");
  await visibility.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page).filter({ hasText: "The site is password-protected" })).toBeVisible();
  await expect(visibility.getByLabel("New password", { exact: true })).toHaveAttribute(
    "placeholder",
    "Leave empty to keep it",
  );

  await page
    .getByRole("navigation", { name: "Site settings" })
    .getByRole("link", { name: "Search and sharing" })
    .click();
  const seo = page.getByRole("region", { name: "Search and sharing" });
  await seo.getByRole("textbox", { name: "Site title" }).fill("Secret Garden");
  await seo.getByRole("textbox", { name: "Description" }).fill("Tea and scones among the roses in Stellenbosch.");
  await seo.getByRole("textbox", { name: "Language" }).fill("english");
  await seo.getByRole("button", { name: "Save", exact: true }).click();
  allowConsoleErrors(/status of 400 .* @ .*\/seo$/, /status of 401 .* @ http:\/\/[^/]*\/(favicon\.ico)?$/);
  await expect(seo.getByText("The language must be a code such as en, en-ZA or af")).toBeVisible();
  await seo.getByRole("textbox", { name: "Language" }).fill("en-ZA");
  const hide = seo.getByRole("switch", { name: "Hide from search engines" });
  await expect(hide).not.toBeChecked();
  await hide.check();
  await seo.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Search and sharing saved" })).toBeVisible();
  const published = await page.request.post("/site/publish", { data: { site_id: site.id } });
  expect(published.status()).toBe(200);

  // A visitor in another browser: the password page first, a wrong password, then the site.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(`${site.url}/about`);
  expect(response?.status()).toBe(401);
  await expect(visitor.getByRole("heading", { name: "Password required" })).toBeVisible();
  // The page is the site's own: its name says whose site asks.
  await expect(visitor).toHaveTitle("Password required · Secret Garden Cafe");
  await expect(visitor.getByText("Secret Garden Cafe is private for now.")).toBeVisible();
  await visitor.getByLabel("Password").fill("wrong-gate");
  await visitor.getByRole("button", { name: "Enter site" }).click();
  await expect(visitor.getByRole("alert")).toHaveText("That password is not right. Try again.");
  await visitor.getByLabel("Password").fill("garden-gate");
  await visitor.getByRole("button", { name: "Enter site" }).click();
  await expect(visitor).toHaveURL(`${site.url}/about`);
  // The starter page's own meta wins over the site's title and description; the rest are the site's.
  await expect(visitor).toHaveTitle("About · Secret Garden Cafe");
  expect(await visitor.locator("html").getAttribute("lang")).toBe("en-ZA");
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Who we are at Secret Garden Cafe, what we offer and how to reach us.",
  );
  await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Secret Garden");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The browser stays let in; a browser without the cookie is asked again.
  await visitor.goto(`${site.url}/`);
  await expect(visitor).toHaveTitle("Secret Garden Cafe");
  await visitorContext.close();
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${site.url}/`);
  await expect(strangerPage.getByRole("heading", { name: "Password required" })).toBeVisible();
  await stranger.close();
});
