// A plan over time, with the daily sweep run at chosen moments: a cancellation and a downgrade take
// effect when the period ends (or wait out a grace period when the organization is over the new plan),
// an unpaid period starts grace, and grace's end moves the plan on without deleting anything.
import type { Billing, Checkout } from "@common/schemas/billing";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { drainBilling } from "../../test/plans";
import { visit } from "../../test/publishing";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { billingDeps } from "./billing-deps";
import { sweepBilling } from "./billing-sweep";
import { SCHEDULE_MESSAGES } from "./plan-schedule";
import { periodEnd } from "./plan-state";

const world = billingWorld();
const DAY = 24 * 60 * 60 * 1000;

/** Runs the sweep as if it were `at`. */
function sweepAt(app: TestApp, at: Date) {
  return sweepBilling({ ...billingDeps(app.deps), clock: { now: () => at } });
}

async function paidOwner(app: TestApp, plan: string) {
  const team = await signedUpOwner(app);
  const billing = async () => (await team.api.call<Billing>("GET", "/api/billing")).body;
  const checkout = await team.api.call<Checkout>("POST", "/api/billing/checkout", { plan, period: "monthly" });
  await world.pay(checkout.body);
  const token = [...world.sim().subscriptions.values()].at(-1)?.token ?? "";
  const renewsAt = new Date((await billing()).renews_at ?? 0);
  return { ...team, billing, token, renewsAt };
}

describeEachDb(
  "a plan over time",
  (use) => {
    it("cancels at the end of the period: the subscription stops two days ahead and the organization is on Free", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "starter");
      const cancel = await team.api.call<Billing>("PUT", "/api/billing/change", { plan: "free" });
      expect(cancel.status).toBe(200);
      expect(cancel.body.scheduled).toMatchObject({ plan: "free", on: team.renewsAt.toISOString() });
      const kept = await team.api.call<Billing>("DELETE", "/api/billing/change");
      expect(kept.body.scheduled).toBeNull();
      await team.api.call("PUT", "/api/billing/change", { plan: "free" });

      await sweepAt(use(), new Date(team.renewsAt.getTime() - 3 * DAY));
      await drainBilling(use());
      expect(world.sim().subscriptions.get(team.token)?.status).toBe("active");
      // PayFast charges on the period's last day at an hour of its own: the subscription stops before it.
      await sweepAt(use(), new Date(team.renewsAt.getTime() - DAY));
      await drainBilling(use());
      await world.sim().settled();
      expect(world.sim().subscriptions.get(team.token)?.status).toBe("cancelled");
      await expect(world.sim().renew(team.token)).rejects.toThrow(/no active subscription/);
      expect((await team.billing()).plan.id).toBe("starter");
      const late = await team.api.call<ErrorBody>("DELETE", "/api/billing/change");
      expect([late.status, late.body.error.message]).toEqual([409, SCHEDULE_MESSAGES.stopped]);

      await sweepAt(use(), new Date(team.renewsAt.getTime() + 60_000));
      await drainBilling(use());
      expect((await team.billing()).plan.id).toBe("free");
      expect(use().mailLog.some((line) => line.includes("is now on Webcraft Free"))).toBe(true);
    });

    it("downgrades with the renewal PayFast charges at the lower price, for one period from the last", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "business");
      const up = await team.api.call<ErrorBody>("PUT", "/api/billing/change", { plan: "agency" });
      expect(up.status).toBe(409);
      await team.api.call("PUT", "/api/billing/change", { plan: "starter" });
      await drainBilling(use());
      // The next charge is Starter's from the moment the change is chosen, whenever PayFast makes it.
      expect(world.sim().subscriptions.get(team.token)).toMatchObject({ status: "active", amount: "99.00" });
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 60_000));
      expect((await team.billing()).plan.id).toBe("business");

      expect((await world.sim().renew(team.token)).status).toBe(200);
      const billing = await team.billing();
      expect(billing).toMatchObject({ plan: { id: "starter" }, scheduled: null, grace: null });
      expect(billing.renews_at).toBe(periodEnd(team.renewsAt, "monthly").toISOString());
      expect(billing.invoices?.[0]).toMatchObject({
        description: "Webcraft Starter, billed monthly",
        total_cents: 9_900,
        status: "paid",
      });
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 3 * DAY));
      expect((await team.billing()).grace).toBeNull();
    });

    it("gives an organization over the lower plan 14 days, then moves it on and refuses more, deleting nothing", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "starter");
      const published = await team.api.createSite("A");
      for (const name of ["B", "C"]) await team.api.createSite(name);
      expect((await team.api.call("POST", "/site/publish", { site_id: published.id })).status).toBe(200);
      await team.api.call("PUT", "/api/billing/change", { plan: "free" });
      const ended = new Date(team.renewsAt.getTime() + 60_000);
      await sweepAt(use(), ended);
      const grace = await team.billing();
      expect(grace.plan.id).toBe("starter");
      expect(grace.grace).toMatchObject({
        reason: "downgrade",
        next_plan: "Free",
        over: [{ limit: "sites", used: 3, included: 2 }],
        ends_at: new Date(ended.getTime() + 14 * DAY).toISOString(),
      });
      // Within grace the present plan's limits hold.
      expect((await team.api.call("POST", "/api/sites", { name: "D" })).status).toBe(201);

      await sweepAt(use(), new Date(ended.getTime() + 11 * DAY + 60_000));
      await drainBilling(use());
      expect(use().mailLog.some((line) => line.includes("plan ends on"))).toBe(true);
      await sweepAt(use(), new Date(ended.getTime() + 14 * DAY + 60_000));
      const after = await team.billing();
      expect(after.plan.id).toBe("free");
      expect(after.grace).toBeNull();
      const refused = await team.api.call<ErrorBody>("POST", "/api/sites", { name: "E" });
      expect(refused.status).toBe(402);
      const sites = await team.api.call<{ sites: unknown[] }>("GET", "/api/sites");
      expect(sites.body.sites).toHaveLength(4);
      // Nothing goes offline, and everything can still be read and taken away.
      expect((await visit(use(), published.slug, "/")).status).toBe(200);
      expect((await team.api.call("GET", `/api/sites/${published.id}/files`)).status).toBe(200);
      const zip = await use().request(`/api/sites/${published.id}/export`, { token: team.user.token });
      expect([zip.status, zip.headers.get("content-type")]).toEqual([200, "application/zip"]);
    });

    it("starts grace when a card renewal never arrives, and falls to Free when it ends", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "starter");
      await sweepAt(use(), new Date(team.renewsAt.getTime() + DAY));
      expect((await team.billing()).grace).toBeNull();
      const missed = new Date(team.renewsAt.getTime() + 2 * DAY + 60_000);
      await sweepAt(use(), missed);
      expect((await team.billing()).grace).toMatchObject({ reason: "payment_failed", next_plan: "Free" });
      await sweepAt(use(), new Date(missed.getTime() + 14 * DAY));
      await drainBilling(use());
      await world.sim().settled();
      expect((await team.billing()).plan.id).toBe("free");
      expect(world.sim().subscriptions.get(team.token)?.status).toBe("cancelled");
    });

    it("ends a failed payment's grace when the plan is paid again, for a new period from today", async () => {
      world.bind(use());
      const team = await paidOwner(use(), "starter");
      await sweepAt(use(), new Date(team.renewsAt.getTime() + 3 * DAY));
      const again = await team.api.call<{ direction: string; due_now_cents: number }>(
        "GET",
        "/api/billing/plans/starter?period=monthly",
      );
      expect(again.body).toMatchObject({ direction: "renew", due_now_cents: 9_900 });
      const checkout = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "monthly",
      });
      expect(checkout.status).toBe(200);
      await world.pay(checkout.body);
      const billing = await team.billing();
      expect(billing).toMatchObject({ plan: { id: "starter" }, grace: null, scheduled: null });
      expect(new Date(billing.renews_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
      await drainBilling(use());
      await world.sim().settled();
      expect(world.sim().subscriptions.get(team.token)?.status).toBe("cancelled");
    });

    it("closes card checkouts never finished at PayFast after a day", async () => {
      world.bind(use());
      const team = await signedUpOwner(use());
      const checkout = await team.api.call<Checkout>("POST", "/api/billing/checkout", {
        plan: "starter",
        period: "yearly",
      });
      expect(checkout.body.amount_cents).toBe(99_000);
      await sweepAt(use(), new Date(Date.now() + 2 * DAY));
      const payment = await team.api.call<{ status: string }>(
        "GET",
        `/api/billing/payments/${checkout.body.payment_id}`,
      );
      expect(payment.body.status).toBe("cancelled");
    });
  },
  world.env,
);
