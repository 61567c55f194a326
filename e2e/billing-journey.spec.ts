// A Free organization outgrows its two sites, upgrades to Starter by card through PayFast (the suite's
// simulator), comes back to the return page that waits for PayFast's word, makes its third site, and
// opens the tax invoice, which shows the VAT.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BILLING_ORIGIN, type BillingServer, operatorPage, startBillingServer } from "./billing-server";
import {
  allowConsoleErrors,
  createOrganizationViaApi,
  createSiteViaApi,
  expect,
  signUpViaApi,
  test,
  toast,
} from "./fixtures";

let server: BillingServer;
// One billing app for the file, on its own port: the tests take turns in one worker.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: BILLING_ORIGIN });
test.beforeAll(async () => {
  server = await startBillingServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The TIER_CHANGE events the page has recorded (in the data layer, there being no Google tag). */
function tierChangesOn(page: import("@playwright/test").Page) {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).filter(
        (entry) => Array.isArray(entry) && entry[0] === "event" && entry[1] === "purchase",
      ) as unknown as [string, string, Record<string, unknown>][],
  );
}

async function createBlankSite(page: import("@playwright/test").Page, name: string) {
  await page.getByRole("button", { name: "Blank site (code)" }).click();
  const dialog = page.getByRole("dialog", { name: "Blank site (code)" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create blank site" }).click();
}

test("Free → the two-site limit → Starter by card → the third site, and the invoice shows the VAT", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Karoo Bakery");
  await createSiteViaApi(page, "Bakery");
  await createSiteViaApi(page, "Bakery Shop");

  // The third site is refused in the plan's words, with the way up (the browser logs the refused request).
  allowConsoleErrors(/^Failed to load resource: .*status of 402 .*\/api\/sites$/);
  await page.goto("/admin/sites");
  await createBlankSite(page, "Bakery Deliveries");
  await expect(toast(page)).toContainText("Your Free plan includes 2 sites. Upgrade to Starter for 5.");
  await toast(page).getByRole("link", { name: "Upgrade" }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();

  // Who the invoices are made out to, as a South African tax invoice names its customer.
  const details = page.getByRole("region", { name: "Billing details" });
  await details.getByLabel("Name").fill("Karoo Bakery (Pty) Ltd");
  await details.getByLabel("Address").fill("3 Kerk Street\nPrince Albert");
  await details.getByLabel("VAT number (optional)").fill("4111111111");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Invoices are made out to Karoo Bakery (Pty) Ltd");

  // Starter's page: what is gained, what is due, and the card payment through PayFast.
  await page.getByRole("link", { name: "Upgrade" }).first().click();
  await expect(page).toHaveURL(/\/admin\/billing\/starter$/);
  await expect(page.getByText("R 99.00 today, then R 99.00 a month")).toBeVisible();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page.getByRole("heading", { name: "Complete your payment" })).toBeVisible();
  await expect(page.getByText("R 99.00")).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();

  // Back on the return page, which has PayFast's word by now.
  await expect(page).toHaveURL(/\/admin\/billing\/after\?payment=/);
  await expect(page.getByRole("heading", { name: "You're on Starter" })).toBeVisible();
  // TIER_CHANGE is recorded once (here in the data layer, there being no Google tag).
  const tierChanges = () => tierChangesOn(page);
  await expect.poll(async () => (await tierChanges()).length, { timeout: 8_000 }).toBe(1);
  expect((await tierChanges())[0]?.[2]).toMatchObject({
    event_category: "ecommerce",
    event_label: "Tier Change",
    conversion: "TIER_CHANGE",
    value: 99,
    currency: "ZAR",
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're on Starter" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await tierChanges()).toHaveLength(0);

  // The invoice: a tax invoice with the VAT in it.
  const invoiceHref = await page.getByRole("link", { name: /Invoice PDF/ }).getAttribute("href");
  const pdf = await page.request.get(invoiceHref ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const folder = mkdtempSync(join(tmpdir(), "invoice-"));
  writeFileSync(join(folder, "invoice.pdf"), await pdf.body());
  const words = execFileSync("pdftotext", ["-layout", join(folder, "invoice.pdf"), "-"], { encoding: "utf8" });
  expect(words).toContain("Tax Invoice");
  expect(words).toContain("Karoo Bakery (Pty) Ltd");
  expect(words).toContain("VAT No. 4111111111");
  expect(words).toContain("VAT (15%)");
  expect(words).toContain("R 12.91");
  expect(words).toContain("R 99.00");
  execFileSync("pdftoppm", ["-png", "-r", "60", join(folder, "invoice.pdf"), join(folder, "page")]);
  await test.info().attach("invoice", { path: join(folder, "page-1.png"), contentType: "image/png" });

  // The third site now fits.
  await page.goto("/admin/sites");
  await createBlankSite(page, "Bakery Deliveries");
  await expect(page).toHaveURL(/\/admin\/site\/[^/?]+\?file=/);
  await page.goto("/admin/billing");
  await expect(page.getByText("3 of 5 sites")).toBeVisible();
});

test("a Free site's settings say its pages carry the badge, with the way to hide it", async ({ page }) => {
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Karoo Florist");
  const site = await createSiteViaApi(page, "Florist");
  await page.goto(`/admin/site/settings/${site.id}`);
  await page.getByRole("link", { name: "WhatsApp and badge" }).click();
  const badge = page.getByRole("checkbox", { name: /^Show the “Made with Webcraft” badge/ });
  await expect(badge).toBeChecked();
  await expect(badge).toBeDisabled();
  await expect(page.getByText("The Free plan shows it on every page.")).toBeVisible();
  await page.getByRole("link", { name: "Upgrade to Starter" }).click();
  await expect(page).toHaveURL(/\/admin\/billing\/starter$/);
});

test("an EFT payer gets the bank details and a reference; the operator marks it paid at the EFT desk", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Karoo Butchery");
  await page.goto("/admin/billing/business");
  await page.getByRole("radio", { name: /Yearly/ }).click();
  await page.getByRole("button", { name: "Pay by EFT" }).click();
  const reference = page.getByRole("textbox", { name: "Reference" });
  await expect(reference).toHaveValue(/^WC-[0-9A-F]{8}$/);
  const code = await reference.inputValue();
  await expect(page.getByText("R 2 490.00").first()).toBeVisible();

  // The operator, in a browser of their own, finds the invoice by its reference and marks it paid.
  const operator = await operatorPage(browser, BILLING_ORIGIN);
  await operator.goto("/admin/billing");
  await operator.getByRole("link", { name: "Operator desk" }).click();
  const row = operator.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("Karoo Butchery");
  await row.getByRole("button", { name: /Mark paid/ }).click();
  await operator.getByRole("alertdialog").getByRole("button", { name: "Mark paid" }).click();
  await expect(operator.getByText("No EFT invoices are waiting")).toBeVisible();
  await operator.context().close();

  await page.goto("/admin/billing");
  await expect(page.getByText("Business").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Business" }).first()).toContainText("Paid");
  // No return page saw this change: Billing records its TIER_CHANGE, once.
  await expect.poll(async () => (await tierChangesOn(page)).map(([, , fields]) => fields.value)).toEqual([2490]);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: "Business" }).first()).toContainText("Paid");
  await page.waitForTimeout(500);
  expect(await tierChangesOn(page)).toHaveLength(0);
});
