// Paying by EFT: an open tax invoice with the bank account and a reference, which the installation's
// operators mark paid or reverse with a credit note; and twenty payments at once numbered without a gap.
import type { Billing, Checkout, EftInvoice, InvoiceSummary } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { describeEachDb } from "../../test/test-app";
import { billingDeps } from "./billing-deps";
import { sweepBilling } from "./billing-sweep";

// The second operator is named in other letters than they sign up with: addresses match whatever the case.
const world = billingWorld({ PLATFORM_ADMINS: "operator@example.com, Desk@Example.COM" });
const DAY = 24 * 60 * 60 * 1000;

describeEachDb(
  "EFT payments and the operators' desk",
  (use) => {
    it("issues an open invoice with a reference; an operator marks it paid and the plan starts", async () => {
      world.bind(use());
      const team = await signedUpOwner(use());
      const { body: eft } = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "business",
        period: "yearly",
        method: "eft",
      });
      if (eft.method !== "eft") throw new Error("expected an EFT checkout");
      expect(eft).toMatchObject({ amount_cents: 249_000, reference: expect.stringMatching(/^WC-[0-9A-F]{8}$/) });
      expect(eft.bank_account).toBe(use().env.payments.bankAccount);
      const billing = (await team.api.call<Billing>("GET", "/api/billing")).body;
      expect(billing.plan.id).toBe("free");
      expect(billing.invoices?.[0]).toMatchObject({ status: "open", eft_reference: eft.reference });

      const stranger = await signedUpOwner(use());
      const refused = await stranger.api.call<ErrorBody>("GET", "/api/operator/eft-invoices");
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toContain("only its operators");

      const operatorUser = await use().signUp({ email: "operator@example.com" });
      const operator = apiAs(use(), operatorUser);
      await use().createOrganization(operatorUser);
      expect((await operator.call<Billing>("GET", "/api/billing")).body.operator).toBe(true);
      expect((await team.api.call<Billing>("GET", "/api/billing")).body.operator).toBe(false);
      const desk = await operator.call<{ invoices: EftInvoice[] }>("GET", "/api/operator/eft-invoices");
      expect(desk.body.invoices).toEqual([
        expect.objectContaining({ id: eft.invoice_id, organization_id: team.organization.id, total_cents: 249_000 }),
      ]);
      const paid = await operator.call<InvoiceSummary>("POST", `/api/operator/eft-invoices/${eft.invoice_id}/paid`);
      expect(paid.body.status).toBe("paid");
      expect((await operator.call("POST", `/api/operator/eft-invoices/${eft.invoice_id}/paid`)).status).toBe(409);
      const after = (await team.api.call<Billing>("GET", "/api/billing")).body;
      expect(after).toMatchObject({ plan: { id: "business" }, period: "yearly", payment_method: "eft" });
      expect(after.invoices).toHaveLength(1);
      // No return page saw this change: Billing records its TIER_CHANGE, once.
      expect(after.unreported_payments).toEqual([{ id: eft.payment_id, amount_cents: 249_000 }]);
      const report = () => team.api.call<{ report: boolean }>("POST", `/api/billing/payments/${eft.payment_id}/report`);
      expect([(await report()).body.report, (await report()).body.report]).toEqual([true, false]);
      expect((await team.api.call<Billing>("GET", "/api/billing")).body.unreported_payments).toEqual([]);

      // A week before the year ends the next year's invoice goes out; unpaid when it ends, grace starts.
      const renewsAt = new Date(after.renews_at ?? 0);
      const sweep = (at: Date) => sweepBilling({ ...billingDeps(use().deps), clock: { now: () => at } });
      await sweep(new Date(renewsAt.getTime() - 6 * DAY));
      await sweep(new Date(renewsAt.getTime() - 5 * DAY));
      const renewal = (await team.api.call<Billing>("GET", "/api/billing")).body;
      expect(renewal.invoices?.filter((invoice) => invoice.status === "open")).toHaveLength(1);
      await sweep(new Date(renewsAt.getTime() + 60_000));
      expect((await team.api.call<Billing>("GET", "/api/billing")).body.grace).toMatchObject({
        reason: "payment_failed",
      });
    });

    it("reverses an unpaid EFT invoice with a credit note, never an edit", async () => {
      world.bind(use());
      const team = await signedUpOwner(use());
      const { body: eft } = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "monthly",
        method: "eft",
      });
      if (eft.method !== "eft") throw new Error("expected an EFT checkout");
      const operator = apiAs(use(), await use().signUp({ email: "desk@example.com" }));
      const note = await operator.call<InvoiceSummary>("POST", `/api/operator/eft-invoices/${eft.invoice_id}/cancel`);
      expect(note.body).toMatchObject({
        kind: "credit_note",
        total_cents: 9_900,
        number: expect.stringMatching(/^CN-/),
      });
      const invoices = (await team.api.call<Billing>("GET", "/api/billing")).body.invoices ?? [];
      expect(invoices.map((invoice) => [invoice.kind, invoice.status])).toEqual(
        expect.arrayContaining([
          ["invoice", "credited"],
          ["credit_note", "credited"],
        ]),
      );
      expect((await team.api.call<Billing>("GET", "/api/billing")).body.plan.id).toBe("free");
    });

    it("lets owners pay, admins look, and others see the plan's name only; another organization's things are not found", async () => {
      world.bind(use());
      const team = await signedUpOwner(use());
      const admin = apiAs(use(), await addMember(use(), team.user, team.organization.id, "admin"));
      const refused = await admin.call<ErrorBody>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "monthly",
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(
        "Your role (admin) cannot change the organization's plan or billing details",
      );
      expect((await admin.call<Billing>("GET", "/api/billing")).body.usage).toBeDefined();
      const profile = { name: "Karoo Traders (Pty) Ltd", address: "1 Long St, Cape Town", vat_number: "4123456789" };
      expect((await team.api.call("PUT", "/api/billing/profile", profile)).status).toBe(200);
      const bad = await team.api.call<ErrorBody>("PUT", "/api/billing/profile", { ...profile, vat_number: "12" });
      expect(bad.body.error.message).toContain("ten digits starting with 4");
      expect((await admin.call<Billing>("GET", "/api/billing")).body.profile).toEqual(profile);

      const { body: checkout } = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "monthly",
        method: "eft",
      });
      if (checkout.method !== "eft") throw new Error("expected an EFT checkout");
      const other = await signedUpOwner(use());
      expect((await other.api.call("GET", `/api/billing/payments/${checkout.payment_id}`)).status).toBe(404);
      const pdf = await use().request(`/api/billing/invoices/${checkout.invoice_id}.pdf`, { token: other.user.token });
      expect(pdf.status).toBe(404);
      const own = await use().request(`/api/billing/invoices/${checkout.invoice_id}.pdf`, { token: team.user.token });
      expect(own.status).toBe(200);
    });

    it("numbers twenty payments made at once 1 to 20 more than before, without a gap or a repeat", async () => {
      world.bind(use());
      const teams = await Promise.all(Array.from({ length: 20 }, () => signedUpOwner(use())));
      const checkouts = await Promise.all(
        teams.map((team) =>
          team.api.call<Checkout>("POST", "/api/billing/checkout", { plan: "starter", period: "monthly" }),
        ),
      );
      const { kysely } = use().deps.db;
      const before = await kysely
        .selectFrom("invoice_counters")
        .select("last")
        .where("series", "=", "invoice")
        .executeTakeFirst();
      await Promise.all(checkouts.map((checkout) => world.pay(checkout.body)));
      const numbers = await kysely
        .selectFrom("invoices")
        .select("sequence")
        .where(
          "organization_id",
          "in",
          teams.map((team) => team.organization.id),
        )
        .execute();
      const start = before?.last ?? 0;
      expect(numbers.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => start + index + 1),
      );
    });
  },
  world.env,
);

describeEachDb("billing while it is off", (use) => {
  it("says so to a checkout and a change, and keeps the Self-hosted plan", async () => {
    const team = await signedUpOwner(use());
    const checkout = await team.api.call<ErrorBody>("POST", "/api/billing/checkout", {
      plan: "starter",
      period: "monthly",
    });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error.message).toContain("Billing is off on this server");
    expect((await team.api.call("PUT", "/api/billing/change", { plan: "free" })).status).toBe(409);
    const billing = (await team.api.call<Billing>("GET", "/api/billing")).body;
    expect(billing).toMatchObject({ billing_enabled: false, card_payments: false, plan: { id: "self-hosted" } });
    expect(billing.invoices).toBeUndefined();
  });
});
