// Billing on without PayFast's merchant settings (PAYFAST_MERCHANT_ID, PAYFAST_MERCHANT_KEY,
// PAYFAST_PASSPHRASE): card payment is off, in words the plan page shows, and EFT still pays for a plan.
import type { Billing, Checkout } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb } from "../../test/test-app";
import { CHECKOUT_MESSAGES } from "./checkout";

describeEachDb(
  "billing on, card payment not configured",
  (use) => {
    it("refuses a card checkout with the words the plan page shows, and opens an EFT invoice", async () => {
      const team = await signedUpOwner(use());
      const billing = (await team.api.call<Billing>("GET", "/api/billing")).body;
      expect(billing).toMatchObject({ billing_enabled: true, card_payments: false, plan: { id: "free" } });
      for (const asked of [{ method: "card" }, {}]) {
        const card = await team.api.call<ErrorBody>("POST", "/api/billing/checkout", {
          plan: "starter",
          period: "monthly",
          ...asked,
        });
        expect([card.status, card.body.error.message]).toEqual([409, CHECKOUT_MESSAGES.cardNotConfigured]);
      }
      expect(CHECKOUT_MESSAGES.cardNotConfigured).toBe("Card payment is not configured on this server: pay by EFT");
      const eft = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "monthly",
        method: "eft",
      });
      expect(eft.status).toBe(200);
      expect(eft.body).toMatchObject({ method: "eft", amount_cents: 9_900, reference: expect.stringMatching(/^WC-/) });
    });

    it("refuses PayFast notifications, there being no merchant to check them against", async () => {
      const answer = await use().request("/api/billing/payfast/itn", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "m_payment_id=x&pf_payment_id=1&payment_status=COMPLETE&amount_gross=99.00&merchant_id=1&signature=00",
      });
      expect(answer.status).toBe(403);
    });
  },
  { BILLING: "on" },
);
