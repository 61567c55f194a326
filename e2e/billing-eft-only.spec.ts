// An installation that bills without PayFast's merchant settings: the plan page says card payment is not
// configured and offers EFT; the payer gets the account and reference, the operator marks the invoice paid
// at the EFT desk, and the plan starts. Each screen is checked by axe at 1280 and 375 px in both themes.
import { checkBillingState, followSystemTheme } from "./billing-axe";
import { type BillingServer, operatorPage, startBillingServer } from "./billing-server";
import { E2E_PORT } from "./data-dir";
import { createOrganizationViaApi, expect, signUpViaApi, test } from "./fixtures";

const PORT = E2E_PORT + 21_300;
const ORIGIN = `http://localhost:${PORT}`;
let server: BillingServer;
test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  server = await startBillingServer({ port: PORT, payfast: false });
});
test.afterAll(async () => {
  await server?.stop();
});

test("without PayFast the plan page offers EFT only, and the EFT desk starts the plan", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await followSystemTheme(page);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Karoo Weavers");
  await page.goto("/admin/billing/starter");
  const card = page.getByRole("button", { name: "Pay by card" });
  await expect(card).toBeDisabled();
  await expect(card).toHaveAccessibleDescription("Card payment is not configured on this server: pay by EFT.");
  await checkBillingState(page, "Plan, card payment not configured", () => expect(card).toBeVisible());

  await page.getByRole("button", { name: "Pay by EFT" }).click();
  const reference = page.getByRole("textbox", { name: "Reference" });
  await expect(reference).toHaveValue(/^WC-[0-9A-F]{8}$/);
  const code = await reference.inputValue();
  await checkBillingState(page, "Plan, EFT instructions", () => expect(reference).toBeVisible());
  await page.goto("/admin/billing");
  const invoice = page.getByRole("region", { name: "Invoices" }).getByRole("row").filter({ hasText: code });
  await expect(invoice).toContainText("Awaiting EFT");
  await checkBillingState(page, "Billing, an invoice awaiting EFT", () => expect(invoice).toBeVisible());

  const operator = await operatorPage(browser, ORIGIN);
  await followSystemTheme(operator);
  await operator.goto("/admin/operator");
  const row = operator.getByRole("row").filter({ hasText: code });
  await checkBillingState(operator, "EFT desk", () => expect(row).toBeVisible());
  await row.getByRole("button", { name: /Mark paid/ }).click();
  await operator.getByRole("alertdialog").getByRole("button", { name: "Mark paid" }).click();
  await expect(operator.getByText("No EFT invoices are waiting")).toBeVisible();
  await operator.context().close();

  await page.reload();
  await expect(page.getByText("Payment method")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^EFT$/ })).toBeVisible();
  // Paid, the invoice no longer shows the reference it waited for.
  const paid = page.getByRole("region", { name: "Invoices" }).getByRole("row").filter({ hasText: "Webcraft Starter" });
  await expect(paid).toContainText("Paid");
  await checkBillingState(page, "Billing, Starter paid by EFT", () => expect(paid).toBeVisible());
});
