// Paying for a plan by card through the PayFast simulator, end to end through the app: the checkout's
// signed form, the payment page, the notification it posts back, and what the organization has then.
import { formatRand } from "@common/plans";
import type { Billing, Checkout, PaymentStatus } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { outbox } from "../../test/outbox";
import { drainBilling } from "../../test/plans";
import { describeEachDb, type TestApp } from "../../test/test-app";

const world = billingWorld();
const DAY = 24 * 60 * 60 * 1000;

async function owner(app: TestApp) {
  const team = await signedUpOwner(app);
  const checkout = async (plan: string, period = "monthly") =>
    team.api.call<Checkout>("POST", "/api/billing/checkout", { plan, period, method: "card" });
  const billing = async () => (await team.api.call<Billing>("GET", "/api/billing")).body;
  const payment = async (id: string) => (await team.api.call<PaymentStatus>("GET", `/api/billing/payments/${id}`)).body;
  return { ...team, checkout, billing, payment };
}

describeEachDb(
  "card payments through PayFast",
  (use) => {
    it("takes a Free organization past its two sites to Starter, with a tax invoice mailed", async () => {
      world.bind(use());
      const team = await owner(use());
      await team.api.createSite("One");
      await team.api.createSite("Two");
      const refused = await team.api.call<ErrorBody>("POST", "/api/sites", { name: "Three" });
      expect(refused.status).toBe(402);
      expect(refused.body.error.message).toBe("Your Free plan includes 2 sites. Upgrade to Starter for 5.");

      const { status, body: checkout } = await team.checkout("starter");
      expect(status).toBe(200);
      if (checkout.method !== "card") throw new Error("expected a card checkout");
      expect(checkout.amount_cents).toBe(9_900);
      expect(checkout.form.url).toBe(world.sim().processUrl);
      const fields = Object.fromEntries(checkout.form.fields);
      expect(fields).toMatchObject({
        amount: "99.00",
        recurring_amount: "99.00",
        frequency: "3",
        subscription_type: "1",
      });
      expect(checkout.form.fields.at(-1)?.[0]).toBe("signature");
      expect((await team.payment(checkout.payment_id)).status).toBe("pending");

      const back = await world.pay(checkout);
      expect(back).toBe(`${use().env.appOrigin}/admin/billing/after?payment=${checkout.payment_id}`);
      const paid = await team.payment(checkout.payment_id);
      expect(paid).toMatchObject({ status: "paid", plan: "starter", plan_name: "Starter", amount_cents: 9_900 });
      const billing = await team.billing();
      expect(billing.plan.id).toBe("starter");
      expect(billing.payment_method).toBe("card");
      const renews = new Date(billing.renews_at ?? 0).getTime();
      expect(renews - Date.now()).toBeGreaterThan(27 * DAY);
      expect(renews - Date.now()).toBeLessThan(32 * DAY);
      expect(billing.invoices).toEqual([
        expect.objectContaining({ kind: "invoice", total_cents: 9_900, vat_cents: 1_291, status: "paid" }),
      ]);
      expect((await team.api.call("POST", "/api/sites", { name: "Three" })).status).toBe(201);

      const pdf = await use().request(`/api/billing/invoices/${paid.invoice_id}.pdf`, { token: team.user.token });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      await drainBilling(use());
      expect(use().mailLog.some((line) => line.includes("Tax invoice"))).toBe(true);

      const first = await team.api.call<{ report: boolean }>(
        "POST",
        `/api/billing/payments/${checkout.payment_id}/report`,
      );
      const again = await team.api.call<{ report: boolean }>(
        "POST",
        `/api/billing/payments/${checkout.payment_id}/report`,
      );
      expect([first.body.report, again.body.report]).toEqual([true, false]);
    });

    it("leaves the plan as it was when the card is declined or the payment cancelled", async () => {
      world.bind(use());
      const team = await owner(use());
      const declined = (await team.checkout("starter")).body;
      await world.pay(declined, "decline");
      expect(await team.payment(declined.payment_id)).toMatchObject({ status: "failed", failure: expect.any(String) });
      const cancelled = (await team.checkout("starter")).body;
      expect(await world.pay(cancelled, "cancel")).toContain("cancelled=1");
      expect((await team.payment(cancelled.payment_id)).status).toBe("pending");
      expect((await team.billing()).plan.id).toBe("free");
    });

    it("refuses a forged, a short-paid and an unconfirmed notification, and a replay changes nothing", async () => {
      world.bind(use());
      const team = await owner(use());
      const checkout = (await team.checkout("business")).body;
      const notify = `${use().env.appOrigin}/api/billing/payfast/itn`;
      const honest = (status: string, amount: string): [string, string][] => [
        ["m_payment_id", checkout.payment_id],
        ["pf_payment_id", `forged-${status}-${amount}`],
        ["payment_status", status],
        ["item_name", "Webcraft Business"],
        ["amount_gross", amount],
        ["merchant_id", "10000100"],
      ];
      expect((await world.sim().post(notify, honest("COMPLETE", "249.00"), { badSignature: true })).status).toBe(400);
      const short = await world.sim().post(notify, honest("COMPLETE", "2.49"));
      expect(short).toMatchObject({ status: 400, body: expect.stringContaining("is not the amount asked") });
      const unconfirmed = await use().request("/api/billing/payfast/itn", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "m_payment_id=x&pf_payment_id=1&payment_status=COMPLETE&amount_gross=249.00&merchant_id=10000100&signature=00",
      });
      expect(unconfirmed.status).toBe(400);
      expect((await team.billing()).plan.id).toBe("free");

      await world.pay(checkout);
      const paid = world.sim().sentNotifications.at(-1);
      if (!paid) throw new Error("no notification");
      expect(paid.answer.status).toBe(200);
      const replay = await world.sim().post(notify, paid.fields);
      expect(replay.status).toBe(200);
      // A failure reported late for the paid transaction changes nothing either.
      const late = paid.fields.map(([name, value]): [string, string] => [
        name,
        name === "payment_status" ? "FAILED" : value,
      ]);
      expect((await world.sim().post(notify, late)).status).toBe(200);
      const billing = await team.billing();
      expect(billing.plan.id).toBe("business");
      expect(billing.invoices).toHaveLength(1);
      expect((await team.payment(checkout.payment_id)).status).toBe("paid");
    });

    it("pays a transaction whose success is reported after its failure (notifications out of order)", async () => {
      world.bind(use());
      const team = await owner(use());
      const checkout = (await team.checkout("starter")).body;
      await world.pay(checkout, "decline");
      const failed = world.sim().sentNotifications.at(-1);
      if (!failed) throw new Error("no notification");
      expect((await team.payment(checkout.payment_id)).status).toBe("failed");
      const complete = failed.fields.map(([name, value]): [string, string] => [
        name,
        name === "payment_status" ? "COMPLETE" : value,
      ]);
      const answer = await world.sim().post(`${use().env.appOrigin}/api/billing/payfast/itn`, complete);
      expect(answer.status).toBe(200);
      expect(await team.payment(checkout.payment_id)).toMatchObject({ status: "paid", failure: null });
      expect((await team.billing()).plan.id).toBe("starter");
    });

    it("pays a checkout whose card was declined and then accepted at PayFast under a new transaction", async () => {
      world.bind(use());
      const team = await owner(use());
      const checkout = (await team.checkout("starter")).body;
      await world.pay(checkout, "decline");
      const failed = world.sim().sentNotifications.at(-1);
      if (!failed) throw new Error("no notification");
      const retried = failed.fields.map(([name, value]): [string, string] => [
        name,
        name === "payment_status" ? "COMPLETE" : name === "pf_payment_id" ? `${value}-retried` : value,
      ]);
      expect((await world.sim().post(`${use().env.appOrigin}/api/billing/payfast/itn`, retried)).status).toBe(200);
      expect((await team.payment(checkout.payment_id)).status).toBe("paid");
      expect((await team.billing()).invoices).toHaveLength(1);
    });

    it("prorates an upgrade, stops the old subscription, renews, and starts grace when a renewal fails", async () => {
      world.bind(use());
      const team = await owner(use());
      await world.pay((await team.checkout("starter")).body);
      const starterToken = [...world.sim().subscriptions.values()].at(-1)?.token ?? "";
      const upgrade = (await team.checkout("business")).body;
      // Almost a whole month of Starter is left: R 99.00 of credit, give or take a few cents.
      expect(upgrade.amount_cents).toBeGreaterThan(24_900 - 9_900);
      expect(upgrade.amount_cents).toBeLessThan(24_900 - 9_800);
      await world.pay(upgrade);
      // The tax invoice says why it is less than Business's price.
      const credit = 24_900 - upgrade.amount_cents;
      expect((await team.billing()).invoices?.[0]).toMatchObject({
        description: `Webcraft Business, billed monthly, less ${formatRand(credit)} unused of Starter`,
        total_cents: upgrade.amount_cents,
      });
      await drainBilling(use());
      await world.sim().settled();
      expect(world.sim().subscriptions.get(starterToken)?.status).toBe("cancelled");
      const business = [...world.sim().subscriptions.values()].at(-1);
      expect(business?.amount).toBe("249.00");
      const before = (await team.billing()).renews_at ?? "";

      expect((await world.sim().renew(business?.token ?? "")).status).toBe(200);
      const renewed = await team.billing();
      expect(new Date(renewed.renews_at ?? 0).getTime()).toBeGreaterThan(new Date(before).getTime() + 27 * DAY);
      expect(renewed.invoices).toHaveLength(3);
      // Every payment's tax invoice went to the owner with its PDF: the first, the upgrade and the renewal.
      await drainBilling(use());
      for (const invoice of renewed.invoices ?? []) {
        const mail = outbox(use()).find(
          (m) => m.headers.get("subject") === `Tax invoice ${invoice.number} from Webcraft`,
        );
        expect([mail?.headers.get("to"), mail?.text.includes(`filename=${invoice.number}.pdf`)]).toEqual([
          team.user.email,
          true,
        ]);
      }

      expect((await world.sim().renew(business?.token ?? "", { fail: true })).status).toBe(200);
      const failing = await team.billing();
      expect(failing.plan.id).toBe("business");
      expect(failing.grace).toMatchObject({ reason: "payment_failed", next_plan: "Free" });
      await drainBilling(use());
      expect(use().mailLog.some((line) => line.includes("did not go through"))).toBe(true);

      await world.sim().renew(business?.token ?? "");
      const recovered = await team.billing();
      expect(recovered.grace).toBeNull();
      expect(recovered.scheduled).toBeNull();
    });
  },
  world.env,
);
