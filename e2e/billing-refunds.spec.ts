// A refund at the operator desk: the operator finds a card payment's invoice by its organization, refunds
// it with a reason, and sees it refunded with its credit note; the owner finds both on Billing, the plan
// still theirs. Then a failed renewal's grace: the lower plans offer no Switch, and the plan page says why.
// Each state is checked by axe at 1280 and 375 px in both themes (e2e/billing-axe.ts).
import type { Page } from "@playwright/test";
import { checkBillingState, followSystemTheme } from "./billing-axe";
import { type BillingServer, operatorPage, startBillingServer } from "./billing-server";
import { E2E_PORT } from "./data-dir";
import { createOrganizationViaApi, expect, signUpViaApi, test, toast } from "./fixtures";

const PORT = E2E_PORT + 21_400;
const ORIGIN = `http://localhost:${PORT}`;
let server: BillingServer;
test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  server = await startBillingServer({ port: PORT });
});
test.afterAll(async () => {
  await server?.stop();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name }).first();
const shows = (page: Page, name: string) => () => expect(heading(page, name)).toBeVisible();

test("the operator refunds a card payment with a credit note; in grace no Switch down is offered", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await followSystemTheme(page);
  const owner = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Karoo Refund Bakery");
  await page.goto("/admin/billing/starter");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(heading(page, "You're on Starter")).toBeVisible();

  const operator = await operatorPage(browser, ORIGIN);
  await followSystemTheme(operator);
  await operator.goto("/admin/operator");
  const refunds = operator.getByRole("region", { name: "Invoices and refunds" });
  await refunds.getByRole("searchbox", { name: "Invoice number or organization" }).fill("refund bakery");
  await refunds.getByRole("button", { name: "Find" }).click();
  const row = refunds.getByRole("row").filter({ hasText: "Karoo Refund Bakery" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Card");
  const number = (await row.getByRole("link").first().textContent())?.match(/INV-\d{6}/)?.[0] ?? "";
  expect(number).not.toBe("");

  await row.getByRole("button", { name: `Refund ${number}` }).click();
  const dialog = operator.getByRole("alertdialog", { name: `Refund ${number}?` });
  await expect(dialog).toContainText("Refund R 99.00 to the card in PayFast's dashboard as well");
  await expect(dialog).toContainText("The plan stays as it is");
  const confirm = dialog.getByRole("button", { name: "Refund" });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Reason, printed on the credit note" }).fill("Charged twice in March");
  await checkBillingState(operator, "Operator desk, refund asked", () => expect(dialog).toBeVisible());
  await confirm.click();
  await expect(toast(operator)).toContainText(`${number} refunded`);
  await expect(row).toContainText("Refunded");
  const note = row.getByRole("link", { name: /^CN-\d{6} credit note of/ });
  await expect(note).toBeVisible();
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await checkBillingState(operator, "Operator desk, refunded", () => expect(note).toBeVisible());
  const pdf = await operator.request.get((await note.getAttribute("href")) ?? "");
  expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
  const noteNumber = ((await note.textContent()) ?? "").slice(0, 9);
  await operator.context().close();

  // The owner: the invoice refunded by its credit note, the credit note a row of its own, the plan kept.
  await page.goto("/admin/billing");
  const invoices = page.getByRole("region", { name: "Invoices" });
  const refunded = invoices.getByRole("row").filter({ hasText: number }).filter({ hasText: "Refunded" });
  await expect(refunded).toContainText(`by ${noteNumber}`);
  const credit = invoices.getByRole("row").filter({ hasText: `Refund of ${number}: Charged twice in March` });
  await expect(credit).toContainText(noteNumber);
  await expect(credit).toContainText(/-R\s99\.00/);
  await expect(page.getByRole("heading", { name: "Your plan" })).toBeVisible();
  await expect(page.getByText("Starter").first()).toBeVisible();
  await checkBillingState(page, "Billing, a refunded invoice", () => expect(credit).toBeVisible());

  // PayFast's next charge is declined: in the grace period the plans offer no way down.
  const subscription = [...server.simulator.subscriptions.values()].find(
    (entry) => entry.form.get("email_address") === owner.email,
  );
  expect((await server.simulator.renew(subscription?.token ?? "", { fail: true })).status).toBe(200);
  await page.reload();
  const plans = page.getByRole("list", { name: "Plans" });
  const free = plans.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Free" }) });
  await expect(free).toContainText("Not during grace");
  await expect(free.getByRole("link")).toHaveCount(0);
  await expect(page.getByText(/During the grace period the plan can move up, not down/)).toBeVisible();
  await expect(plans.getByRole("link", { name: "Upgrade to Business" })).toBeVisible();
  await checkBillingState(page, "Billing, plans in grace", () => expect(free).toBeVisible());

  // A lower plan's page, reached by its address, says why rather than offering a Switch that would fail.
  await page.goto("/admin/billing/free");
  await expect(heading(page, "Not now: Free")).toBeVisible();
  await expect(page.getByText(/^While a payment is missing your plan cannot move down/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Switch to/ })).toHaveCount(0);
  await checkBillingState(page, "Plan, no Switch down in grace", shows(page, "Not now: Free"));
  await page.getByRole("link", { name: "Pay for Starter" }).click();
  await expect(heading(page, "Keep Starter")).toBeVisible();
});
