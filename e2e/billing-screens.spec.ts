import { allowConsoleErrors, expect, newAccount, signUpWithSite, test } from "./fixtures";
import { FIRST_LOAD, inviteViaApi, join, leave } from "./roles-helpers";

// The suite's server runs with billing off (BILLING unset): every organization has the Self-hosted plan.
// What the screens show once an installation bills is a journey of its own.

test("with billing off, Billing says so, names BILLING=on and shows what the installation still bounds", async ({
  page,
}) => {
  await signUpWithSite(page, "Karoo Roasters");
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin menu" })
    .getByRole("link", { name: "Billing", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible(FIRST_LOAD);
  const off = page.getByRole("region", { name: "Billing is off on this server" });
  await expect(off).toContainText("Every organization here has the Self-hosted plan");
  await expect(off).toContainText("BILLING=on");

  const usage = page.getByRole("region", { name: "Usage" });
  const sites = usage.getByRole("meter", { name: "Sites" });
  await expect(sites).toHaveAttribute("value", "1");
  await expect(usage.getByText(/^1 of \d+ sites$/)).toBeVisible();
  await expect(usage.getByText("1 member · No limit")).toBeVisible();
  await expect(usage.getByRole("meter", { name: "Media" })).toHaveAttribute("aria-valuetext", /^0 MB of \d+ (MB|GB)$/);
  // Nothing to pay for: no plans, invoices or payment on this server.
  await expect(page.getByRole("region", { name: "Plans" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel plan" })).toHaveCount(0);
});

test("a plan's page says billing is off and what the plan includes; an unknown plan leads back to Billing", async ({
  page,
}) => {
  await signUpWithSite(page, "Umhlanga Surf");
  await page.goto("/admin/billing/business");
  await expect(page.getByRole("heading", { level: 1, name: "Business plan" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText("R 249.00 a month, VAT included.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Billing is off on this server" })).toBeVisible();
  const includes = page.getByRole("region", { name: "What Business includes" });
  await expect(includes.getByText("10 sites")).toBeVisible();
  await expect(includes.getByText("An online shop (commerce)")).toBeVisible();
  await includes.getByRole("radio", { name: /Yearly/ }).check();
  await expect(page).toHaveURL(/\?period=yearly$/);
  await expect(page.getByText("R 2 490.00 a year, VAT included.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay by/ })).toHaveCount(0);

  await page.goto("/admin/billing/pro");
  await expect(page.getByRole("heading", { name: "Plan not found" })).toBeVisible();
  await expect(page.getByText("The plans are Free, Starter, Business and Agency.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Billing" }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
});

test("the gateway's return page for a payment that does not exist says so and leads back to Billing", async ({
  page,
}) => {
  allowConsoleErrors(/status of 404 .* @ .*\/api\/billing\/payments\/no-such-payment$/);
  await signUpWithSite(page, "Karoo Deli");
  await page.goto("/admin/billing/after?payment=no-such-payment");
  await expect(page.getByRole("heading", { name: "We found no such payment" })).toBeVisible(FIRST_LOAD);
  await page.getByRole("link", { name: "Back to Billing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
});

test("the operator desk refuses anyone not named in PLATFORM_ADMINS", async ({ page }) => {
  allowConsoleErrors(/status of 403 .* @ .*\/api\/operator\/eft-invoices$/);
  await signUpWithSite(page, "Durban Books");
  await page.goto("/admin/operator");
  await expect(page.getByRole("heading", { level: 1, name: "Operator desk" })).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByText("Only this installation's operators (PLATFORM_ADMINS) can open this page."),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("a viewer sees the plan's name only, and that owners and admins see the rest", async ({
  page,
  browser,
  baseURL,
}) => {
  const site = await signUpWithSite(page, "Stellenbosch Wines");
  const viewer = newAccount();
  await inviteViaApi(page, viewer.email, "viewer", site.organization_id);
  const member = await join(browser, baseURL ?? "", viewer);
  await member.page.goto("/admin/billing");
  await expect(member.page.getByRole("heading", { level: 2, name: "Self-hosted plan" })).toBeVisible(FIRST_LOAD);
  await expect(
    member.page.getByText("Only the organization's owners and admins see its usage, invoices and payments."),
  ).toBeVisible();
  await expect(member.page.getByRole("region", { name: "Usage" })).toHaveCount(0);
  await leave(member);
});
