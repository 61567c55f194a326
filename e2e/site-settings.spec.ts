import { allowConsoleErrors, createSiteViaApi, expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";

test("an owner renames the site, changes its slug, and adds, checks and removes a custom domain", async ({ page }) => {
  const site = await signUpWithSite(page, "Harbour Bakery");
  const other = await createSiteViaApi(page, "Other Shop");
  await page.goto(`/admin/site/settings/${site.id}`);
  await expect(page.getByRole("heading", { name: "Site settings", level: 1 })).toBeVisible();

  const name = page.getByRole("textbox", { name: "Name", exact: true });
  const slug = page.getByRole("textbox", { name: "Slug", exact: true });
  const save = page.getByRole("button", { name: "Save", exact: true });
  const address = page.getByTestId("site-address");
  await expect(name).toHaveValue("Harbour Bakery");
  await expect(address).toHaveText(new RegExp(`^${site.slug}\\.`));
  await expect(save).toBeDisabled();

  // The server's refusals show under the slug field.
  allowConsoleErrors(/status of (400|409) .* @ .*\/api\/sites\/[^/]+$/, /status of 409 .* @ .*\/domains$/);
  await slug.fill("ab");
  await save.click();
  await expect(page.getByText("Slug must be at least 3 characters")).toBeVisible();
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
});

test("an editor sees the site's settings read-only, with the reason on hover", async ({ page, browser }) => {
  const site = await signUpWithSite(page, "Look Only Cafe");
  const editor = await joinViaApi(browser, page, "editor");

  await editor.page.goto(`/admin/site/settings/${site.id}`);
  const name = editor.page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue("Look Only Cafe");
  await expect(name).toHaveAttribute("readonly", "");
  await expect(editor.page.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute("readonly", "");
  const save = editor.page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await save.hover();
  await expect(editor.page.getByRole("tooltip")).toHaveText("Your role (editor) cannot change site settings");
  const add = editor.page.getByRole("button", { name: "Add domain" });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await editor.context.close();
});
