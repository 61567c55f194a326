import { createOrganizationViaApi, expect, newAccount, signUpViaApi, test, toast } from "./fixtures";

test("a newcomer signs up, creates an organization and moves around the admin", async ({ page }) => {
  const account = newAccount();
  await page.goto("/");
  await page
    .getByRole("link", { name: /get started/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/owner/i)).toBeVisible();
  const create = dialog.getByRole("button", { name: "Create", exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Name").fill("   ");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Name").fill("  Karoo Coffee  ");
  await create.click();

  await expect(toast(page)).toContainText("Organization created");
  await expect(toast(page)).toContainText("Successfully created Karoo Coffee");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Organization: Karoo Coffee" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome, ${account.name.split(" ")[0]}` })).toBeVisible();

  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await menu.getByRole("link", { name: "Sites" }).click();
  await expect(page).toHaveURL(/\/admin\/sites$/);
  await expect(menu.getByRole("link", { name: "Sites" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Members" }).click();
  await expect(page.getByText(account.email).first()).toBeVisible();
  // Inside the admin the logo leads to the admin's Home, not the landing page.
  await page.getByRole("banner").getByRole("link", { name: "Webcraft home" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/signin$/);
});

test("a second organization can be created from the switcher and becomes active", async ({ page }) => {
  const account = newAccount();
  await page.request.post("/api/auth/sign-up/email", { data: account });
  await page.request.post("/api/organizations", { data: { name: "First Org" } });
  await page.goto("/admin");
  await page.getByRole("button", { name: "Organization: First Org" }).click();
  await page.getByRole("menuitem", { name: /create organization/i }).click();
  const dialog = page.getByRole("dialog", { name: "Create organization" });
  await dialog.getByLabel("Name").fill("Second Org");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("button", { name: "Organization: Second Org" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Organization: Second Org" })).toBeVisible();
});

test("on a phone, a newcomer's Home shows 'Create your first site' and the first templates on the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Phone Co");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Create your first site" })).toBeInViewport({ ratio: 1 });
  const templates = page.getByRole("list", { name: "Templates" }).getByRole("link");
  await expect(templates.first()).toBeInViewport({ ratio: 1 });
  await expect(templates.nth(1)).toBeInViewport({ ratio: 1 });
});
