// What a plan can become during a grace period, as the plan page shows it and as a try is answered: the
// two always agree. Nothing moves down (the move that ends grace is already set and comes on its own);
// paying again for a plan with no paid period left, or moving up, stays open.
import type { Billing, Checkout, PlanChange } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { drainBilling } from "../../test/plans";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { billingDeps } from "./billing-deps";
import { sweepBilling } from "./billing-sweep";

const world = billingWorld();
const DAY = 24 * 60 * 60 * 1000;

const sweepAt = (app: TestApp, at: Date) => sweepBilling({ ...billingDeps(app.deps), clock: { now: () => at } });

const longDay = (iso: string) =>
  new Date(iso).toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

async function paidOwner(app: TestApp, plan: string) {
  const team = await signedUpOwner(app);
  const billing = async () => (await team.api.call<Billing>("GET", "/api/billing")).body;
  const checkout = await team.api.call<Checkout>("POST", "/api/billing/checkout", { plan, period: "monthly" });
  await world.pay(checkout.body);
  const token = [...world.sim().subscriptions.values()].at(-1)?.token ?? "";
  const renewsAt = new Date((await billing()).renews_at ?? 0);
  const change = async (to: string) =>
    (await team.api.call<PlanChange>("GET", `/api/billing/plans/${to}?period=monthly`)).body;
  /** Every way of moving to `to`: the page's answer, a scheduled change and a checkout. */
  const tries = async (to: string) => ({
    page: await change(to),
    schedule: await team.api.call<ErrorBody>("PUT", "/api/billing/change", { plan: to }),
    checkout: await team.api.call<ErrorBody>("POST", "/api/billing/checkout", { plan: to, period: "monthly" }),
  });
  return { ...team, billing, token, renewsAt, change, tries };
}

describeEachDb(
  "plan changes in a grace period",
  (use) => {
    it("after a failed payment: no Switch down is offered or taken; paying again and moving up are", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "business");
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 3 * DAY));
      const { grace } = await team.billing();
      if (!grace) throw new Error("expected a grace period");
      const why = `While a payment is missing your plan cannot move down: pay for Business to keep it, or it moves to Free on ${longDay(grace.ends_at)}, when the grace period ends`;
      for (const lower of ["starter", "free"]) {
        const { page, schedule, checkout } = await team.tries(lower);
        expect(page).toMatchObject({ direction: "downgrade", refusal: why });
        expect([schedule.status, schedule.body.error.message]).toEqual([409, why]);
        // Free is never paid for: its checkout is refused as a request that names no paid plan.
        if (lower !== "free") expect([checkout.status, checkout.body.error.message]).toEqual([409, why]);
      }
      expect(await team.change("business")).toMatchObject({ direction: "renew", refusal: null });
      expect(await team.change("agency")).toMatchObject({ direction: "upgrade", refusal: null });
      const up = await team.api.call<Checkout>("POST", "/api/billing/checkout", { plan: "agency", period: "monthly" });
      expect(up.status).toBe(200);
    });

    it("after a cancellation the organization outgrew Free: the plan can be paid again, and ends grace", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "starter");
      for (const name of ["A", "B", "C"]) await team.api.createSite(name);
      await team.api.call("PUT", "/api/billing/change", { plan: "free" });
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 60_000));
      const { grace } = await team.billing();
      expect(grace).toMatchObject({ reason: "downgrade", next_plan: "Free" });
      const { page, schedule } = await team.tries("free");
      const why = `Your organization moves to Free on ${longDay(grace?.ends_at ?? "")}, when its grace period ends: until then the plan cannot move down again`;
      expect(page.refusal).toBe(why);
      expect(schedule.body.error.message).toBe(why);

      // The banner's "Pay now" leads to a plan that can be paid again, not to "You're on Starter".
      expect(await team.change("starter")).toMatchObject({ direction: "renew", due_now_cents: 9_900, refusal: null });
      const again = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "monthly",
      });
      expect(again.status).toBe(200);
      await world.pay(again.body);
      const paid = await team.billing();
      expect(paid).toMatchObject({ plan: { id: "starter" }, grace: null, scheduled: null, payment_method: "card" });
      expect(new Date(paid.renews_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    });

    it("after a downgrade to a lower paid plan: its period is paid, so there is nothing to pay again", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "business");
      for (const name of ["A", "B", "C", "D", "E", "F"]) await team.api.createSite(name);
      await team.api.call("PUT", "/api/billing/change", { plan: "starter" });
      await drainBilling(use());
      expect((await world.sim().renew(team.token)).status).toBe(200);
      const billing = await team.billing();
      expect(billing).toMatchObject({ plan: { id: "business" }, grace: { reason: "downgrade", next_plan: "Starter" } });
      expect(await team.change("business")).toMatchObject({ direction: "same", refusal: null });
      const { page, schedule } = await team.tries("free");
      expect(page.refusal).toMatch(
        /^Your organization moves to Starter on .+: until then the plan cannot move down again$/,
      );
      expect(schedule.status).toBe(409);
    });
  },
  world.env,
);
