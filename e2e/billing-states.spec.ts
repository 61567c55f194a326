// The billing screens where the installation bills, in the states a payer meets: a declined card, a
// cancelled payment, the return page waiting for PayFast's word and then confirming it, a failed renewal's
// grace paid again, a prorated upgrade, a downgrade waiting and kept, a cancellation; and what an admin and
// a viewer see. Each state is checked by axe at 1280 and 375 px in both themes (e2e/billing-axe.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { checkBillingState, followSystemTheme } from "./billing-axe";
import { type BillingServer, startBillingServer } from "./billing-server";
import { E2E_PORT } from "./data-dir";
import { createOrganizationViaApi, expect, newAccount, signUpViaApi, test, toast } from "./fixtures";

const PORT = E2E_PORT + 21_200;
const ORIGIN = `http://localhost:${PORT}`;
let server: BillingServer;
// One app for the file, its tests taking turns: it allows five sign-ups a minute from one address.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });
test.beforeAll(async () => {
  server = await startBillingServer({ port: PORT });
});
test.afterAll(async () => {
  await server?.stop();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name }).first();
const shows = (page: Page, name: string | RegExp) => () => expect(heading(page, name)).toBeVisible();

/** The signed token of the invitation mailed to `email`, from the billing app's outbox. */
async function invitationToken(email: string): Promise<string> {
  const outbox = join(server.dataDir, "outbox");
  let token = "";
  await expect
    .poll(() => {
      for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
        const mail = readFileSync(join(outbox, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        if (mail.includes(`To: ${email}`)) token = /\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? "";
      }
      return token;
    })
    .not.toBe("");
  return token;
}

/** At PayFast's page: pays, declines or cancels. */
async function atPayfast(page: Page, button: "Pay now" | "Decline" | "Cancel payment") {
  await expect(heading(page, "Complete your payment")).toBeVisible();
  await page.getByRole("button", { name: button }).click();
}

async function payForPlan(page: Page, plan: string) {
  await page.goto(`/admin/billing/${plan}`);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await atPayfast(page, "Pay now");
}

test("a declined card, a cancelled payment, and the return page waiting for PayFast's word", async ({ page }) => {
  test.setTimeout(180_000);
  await followSystemTheme(page);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Karoo Pottery");
  await page.goto("/admin/billing");
  await checkBillingState(page, "Billing, Free", shows(page, "Invoices"));
  await page.goto("/admin/billing/starter");
  await checkBillingState(page, "Plan, upgrade from Free", shows(page, "Upgrade to Starter"));

  await page.getByRole("button", { name: "Pay by card" }).click();
  await atPayfast(page, "Decline");
  await checkBillingState(page, "Return, declined", shows(page, "The payment did not go through"));
  await expect(
    page.getByText("the payment was stopped. Nothing was charged, and your plan is as it was."),
  ).toBeVisible();
  await expect(page.getByText("Try again with another card, or pay by EFT")).toBeVisible();
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/admin\/billing\/starter\?period=monthly$/);

  await page.getByRole("button", { name: "Pay by card" }).click();
  await atPayfast(page, "Cancel payment");
  await expect(page).toHaveURL(/\/admin\/billing\/after\?payment=.+&cancelled=1$/);
  await checkBillingState(page, "Return, cancelled", shows(page, "Payment cancelled — nothing was charged"));
  await page.getByRole("link", { name: "Back to Starter" }).click();

  // PayFast is slow to report: the page says it is waiting, and asks until the word comes.
  server.simulator.holdNotifications();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await atPayfast(page, "Pay now");
  await expect(page).toHaveURL(/\/admin\/billing\/after\?payment=/);
  await checkBillingState(page, "Return, confirming", shows(page, "Confirming your payment…"));
  expect((await server.simulator.releaseNotifications()).map((answer) => answer.status)).toEqual([200]);
  await checkBillingState(page, "Return, paid", shows(page, "You're on Starter"));
  await expect(page.getByText("We received R 99.00, VAT included.")).toBeVisible();
});

test("a failed renewal's grace paid again, a prorated upgrade, a downgrade kept, and a cancellation", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await followSystemTheme(page);
  const owner = await signUpViaApi(page);
  await createOrganizationViaApi(page, "Umhlanga Surf School");
  await payForPlan(page, "starter");
  await expect(heading(page, "You're on Starter")).toBeVisible();

  // PayFast's next charge is declined: a grace period, with the way out.
  const subscription = [...server.simulator.subscriptions.values()].find(
    (entry) => entry.form.get("email_address") === owner.email,
  );
  expect((await server.simulator.renew(subscription?.token ?? "", { fail: true })).status).toBe(200);
  await page.goto("/admin/billing");
  const banner = page.getByRole("alert").filter({ hasText: "Your payment failed" });
  await expect(banner).toContainText("then the organization moves to Free");
  await checkBillingState(page, "Billing, grace after a failed payment", () => expect(banner).toBeVisible());
  await banner.getByRole("link", { name: "Pay now" }).click();
  await checkBillingState(page, "Plan, paying again in grace", shows(page, "Keep Starter"));
  await page.getByRole("button", { name: "Pay by card" }).click();
  await atPayfast(page, "Pay now");
  await expect(heading(page, "You're on Starter")).toBeVisible();
  await page.getByRole("link", { name: "Back to Billing" }).click();
  await expect(heading(page, "Your plan")).toBeVisible();
  await expect(page.getByText("Your payment failed")).toHaveCount(0);

  // Up to Business: today's amount is less what is left of Starter's month.
  await page.goto("/admin/billing/business");
  // Amounts keep their spaces unbreakable (\s reads them as spaces).
  const due = page.getByText(/^R\s\d+\.\d\d today, then R\s249\.00 a month$/);
  await expect(due).toBeVisible();
  expect(await due.textContent()).not.toMatch(/R\s249\.00 today/);
  await checkBillingState(page, "Plan, prorated upgrade", () => expect(due).toBeVisible());
  await page.getByRole("button", { name: "Pay by card" }).click();
  await atPayfast(page, "Pay now");
  await expect(heading(page, "You're on Business")).toBeVisible();

  // Down to Starter at the period's end, then kept after all.
  await page.goto("/admin/billing/starter");
  await checkBillingState(page, "Plan, downgrade", shows(page, "Switch to Starter"));
  await page.getByRole("button", { name: /^Switch to Starter on / }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  const waiting = page.getByRole("status").filter({ hasText: /^Moves to Starter on / });
  await checkBillingState(page, "Billing, a change waiting", () => expect(waiting).toBeVisible());
  await waiting.getByRole("button", { name: "Keep my plan" }).click();
  await expect(waiting).toHaveCount(0);

  // Cancelled: Business stays until the period ends, then Free.
  await page.getByRole("button", { name: "Cancel plan" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel Business?" });
  await checkBillingState(page, "Billing, cancelling", () => expect(dialog).toBeVisible());
  await dialog.getByRole("button", { name: "Cancel plan" }).click();
  await expect(toast(page)).toContainText("Plan cancelled");
  await expect(page.getByText(/^Moves to Free on /)).toBeVisible();
  await expect(page.getByText("Ends on")).toBeVisible();
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByRole("row").filter({ hasText: "unused of Starter" })).toContainText("Paid");
});

test("an admin sees the plan, usage and invoices and changes nothing; a viewer sees the plan's name", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  await createOrganizationViaApi(page, "Stellenbosch Cellars");
  await payForPlan(page, "starter");
  await expect(heading(page, "You're on Starter")).toBeVisible();
  const member = async (role: "admin" | "viewer") => {
    const account = newAccount();
    const invited = await page.request.post("/api/invitations", { data: { emails: [account.email], role } });
    expect(invited.status()).toBe(200);
    const invitationId = await invitationToken(account.email);
    const context = await browser.newContext({ baseURL: ORIGIN });
    const memberPage = await context.newPage();
    await followSystemTheme(memberPage);
    await signUpViaApi(memberPage, account);
    const accepted = await memberPage.request.post("/api/auth/organization/accept-invitation", {
      data: { invitationId },
      headers: { origin: ORIGIN },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    return { context, page: memberPage };
  };

  const admin = await member("admin");
  await admin.page.goto("/admin/billing");
  const notice = admin.page.getByRole("note").filter({ hasText: "Only owners change the plan" });
  await checkBillingState(admin.page, "Billing, admin", () => expect(notice).toBeVisible());
  await expect(admin.page.getByRole("region", { name: "Invoices" }).getByRole("row")).not.toHaveCount(0);
  await expect(admin.page.getByRole("button", { name: "Cancel plan" })).toHaveAttribute("aria-disabled", "true");
  await admin.page.goto("/admin/billing/business");
  await expect(admin.page.getByRole("button", { name: "Pay by card" })).toHaveAttribute("aria-disabled", "true");
  await admin.context.close();

  const viewer = await member("viewer");
  await viewer.page.goto("/admin/billing");
  await checkBillingState(viewer.page, "Billing, viewer", shows(viewer.page, "Starter plan"));
  await expect(
    viewer.page.getByText("Only the organization's owners and admins see its usage, invoices and payments."),
  ).toBeVisible();
  await expect(viewer.page.getByRole("region", { name: "Invoices" })).toHaveCount(0);
  await viewer.context.close();
});
