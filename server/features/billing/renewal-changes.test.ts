// A lower plan chosen for the period's end meets the renewal that pays for it: PayFast charges the lower
// price on the day (or, not told in time, the present one), an EFT payer's invoice a week ahead asks the
// lower plan's price; an organization that has outgrown the lower plan keeps its present limits for a
// grace period first; and a renewal invoice left open when the plan falls to Free is reversed.
import type { Billing, Checkout, EftInvoice } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { addFillerSites } from "../../test/filler-sites";
import { drainBilling } from "../../test/plans";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { billingDeps } from "./billing-deps";
import { sweepBilling } from "./billing-sweep";
import { graceEnds, periodEnd } from "./plan-state";

const world = billingWorld();
const DAY = 24 * 60 * 60 * 1000;

function sweepAt(app: TestApp, at: Date) {
  return sweepBilling({ ...billingDeps(app.deps), clock: { now: () => at } });
}

async function owner(app: TestApp) {
  const team = await signedUpOwner(app);
  const billing = async () => (await team.api.call<Billing>("GET", "/api/billing")).body;
  const checkout = (plan: string, period: string, method: "card" | "eft") =>
    team.api.call<Checkout>("POST", "/api/billing/checkout", { plan, period, method });
  return { ...team, billing, checkout };
}

/** An owner on `plan` monthly by card, with the subscription's token and the period's end. */
async function cardOwner(app: TestApp, plan: string) {
  const team = await owner(app);
  await world.pay((await team.checkout(plan, "monthly", "card")).body);
  const token = [...world.sim().subscriptions.values()].at(-1)?.token ?? "";
  return { ...team, token, renewsAt: new Date((await team.billing()).renews_at ?? 0) };
}

/** The installation's operator (PLATFORM_ADMINS), signed up once per app. */
const operators = new WeakMap<TestApp, ReturnType<typeof apiAs>>();
async function operator(app: TestApp) {
  const known = operators.get(app);
  if (known) return known;
  const desk = apiAs(app, await app.signUp({ email: "operator@example.com" }));
  operators.set(app, desk);
  return desk;
}

async function markPaid(app: TestApp, invoiceId: string) {
  const answer = await (await operator(app)).call("POST", `/api/operator/eft-invoices/${invoiceId}/paid`);
  expect(answer.status).toBe(200);
}

/** An owner on `plan` yearly by EFT, paid. */
async function eftOwner(app: TestApp, plan: string, period = "yearly") {
  const team = await owner(app);
  const { body } = await team.checkout(plan, period, "eft");
  if (body.method !== "eft") throw new Error("expected an EFT checkout");
  await markPaid(app, body.invoice_id);
  return { ...team, renewsAt: new Date((await team.billing()).renews_at ?? 0) };
}

describeEachDb(
  "lower plans and the renewals that pay for them",
  (use) => {
    it("keeps Business's limits for 14 days when the Starter renewal finds six sites, then moves to Starter", async () => {
      world.bind(use());
      const team = await cardOwner(use(), "business");
      await addFillerSites(use(), team.organization.id, team.user.id, 6);
      await team.api.call("PUT", "/api/billing/change", { plan: "starter" });
      await drainBilling(use());

      expect((await world.sim().renew(team.token)).status).toBe(200);
      const grace = await team.billing();
      expect(grace).toMatchObject({
        plan: { id: "business" },
        renews_at: periodEnd(team.renewsAt, "monthly").toISOString(),
        grace: { reason: "downgrade", next_plan: "Starter", over: [{ limit: "sites", used: 6, included: 5 }] },
      });
      expect(grace.invoices?.[0]).toMatchObject({
        description: "Webcraft Starter, billed monthly",
        total_cents: 9_900,
      });
      expect((await team.api.call("POST", "/api/sites", { name: "Seventh" })).status).toBe(201);

      const started = new Date(grace.grace?.started_at ?? 0);
      await sweepAt(use(), new Date(graceEnds(started).getTime() + 60_000));
      const after = await team.billing();
      expect(after).toMatchObject({ plan: { id: "starter" }, period: "monthly", grace: null, scheduled: null });
      expect(after.renews_at).toBe(grace.renews_at);
      const refused = await team.api.call<ErrorBody>("POST", "/api/sites", { name: "Eighth" });
      expect([refused.status, refused.body.error.code]).toEqual([402, "PLAN_LIMIT"]);
      expect(world.sim().subscriptions.get(team.token)).toMatchObject({ status: "active", amount: "99.00" });
    });

    it("puts the subscription back to Business's price when the owner keeps the plan", async () => {
      world.bind(use());
      const team = await cardOwner(use(), "business");
      await team.api.call("PUT", "/api/billing/change", { plan: "starter" });
      await drainBilling(use());
      expect(world.sim().subscriptions.get(team.token)?.amount).toBe("99.00");
      expect((await team.api.call("DELETE", "/api/billing/change")).status).toBe(200);
      await drainBilling(use());
      expect(world.sim().subscriptions.get(team.token)?.amount).toBe("249.00");

      await world.sim().renew(team.token);
      const billing = await team.billing();
      expect(billing).toMatchObject({ plan: { id: "business" }, scheduled: null });
      expect(billing.renews_at).toBe(periodEnd(team.renewsAt, "monthly").toISOString());
    });

    it("renews Business for a charge at its price that PayFast made before it heard of the change", async () => {
      world.bind(use());
      const team = await cardOwner(use(), "business");
      await team.api.call("PUT", "/api/billing/change", { plan: "starter" });
      await drainBilling(use());
      const subscription = world.sim().subscriptions.get(team.token);
      if (!subscription) throw new Error("no subscription");
      subscription.amount = "249.00";
      expect((await world.sim().renew(team.token)).status).toBe(200);
      const billing = await team.billing();
      expect(billing).toMatchObject({ plan: { id: "business" }, scheduled: { plan: "starter" } });
      expect(billing.renews_at).toBe(periodEnd(team.renewsAt, "monthly").toISOString());
      const wrong = world.sim().subscriptions.get(team.token);
      if (wrong) wrong.amount = "2.49";
      const refused = await world.sim().renew(team.token);
      expect(refused).toMatchObject({ status: 400, body: expect.stringContaining("is not the amount asked") });
    });

    it("asks an EFT payer Starter's price a week ahead, and Starter starts for a year from the last when it is paid", async () => {
      world.bind(use());
      const team = await eftOwner(use(), "business");
      expect((await team.api.call("PUT", "/api/billing/change", { plan: "starter", period: "yearly" })).status).toBe(
        200,
      );
      await sweepAt(use(), new Date(team.renewsAt.getTime() - 6 * DAY));
      const asked = (await team.billing()).invoices?.find((invoice) => invoice.status === "open");
      expect(asked).toMatchObject({ description: "Webcraft Starter, billed yearly", total_cents: 99_000 });
      await markPaid(use(), asked?.id ?? "");
      const billing = await team.billing();
      expect(billing).toMatchObject({ plan: { id: "starter" }, period: "yearly", scheduled: null, grace: null });
      expect(billing.renews_at).toBe(periodEnd(team.renewsAt, "yearly").toISOString());
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 60_000));
      expect((await team.billing()).grace).toBeNull();
    });

    it("reverses an EFT renewal invoice left open when a cancelled plan falls to Free", async () => {
      world.bind(use());
      const team = await eftOwner(use(), "starter", "monthly");
      await sweepAt(use(), new Date(team.renewsAt.getTime() - 6 * DAY));
      const open = (await team.billing()).invoices?.find((invoice) => invoice.status === "open");
      expect(open?.total_cents).toBe(9_900);
      expect((await team.api.call("PUT", "/api/billing/change", { plan: "free" })).status).toBe(200);
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 60_000));
      await drainBilling(use());
      const billing = await team.billing();
      expect(billing.plan.id).toBe("free");
      expect(billing.invoices?.map((invoice) => [invoice.kind, invoice.status, invoice.description])).toEqual(
        expect.arrayContaining([
          ["invoice", "credited", "Webcraft Starter, billed monthly"],
          ["credit_note", "credited", `Cancels ${open?.number}: not paid`],
        ]),
      );
      const desk = await (await operator(use())).call<{ invoices: EftInvoice[] }>("GET", "/api/operator/eft-invoices");
      expect(desk.body.invoices.map((invoice) => invoice.id)).not.toContain(open?.id);
      const mailed = (line: string) => line.includes('"Credit note CN-') && line.includes(team.user.email);
      expect(use().mailLog.some(mailed)).toBe(true);
    });
  },
  world.env,
);
