// The daily sweep as the job runner runs it, on the app's own clock moved forward: a card renewal that
// never comes starts grace with the first dunning mail, the reminder follows three days before grace
// ends, grace's end moves the organization to Free, a checkout abandoned at PayFast is closed, and each
// run asks for the next one a day on.
import type { Billing, Checkout, PaymentStatus } from "@common/schemas/billing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpOwner } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { type TestDatabase, testDialects } from "../../test/databases";
import { outbox } from "../../test/outbox";
import { drainBilling } from "../../test/plans";
import { movableClock, takeSentJobs } from "../../test/posts";
import { migratedDatabase, startTestApp, type TestApp } from "../../test/test-app";
import { BILLING_SWEEP_QUEUE } from "./billing-sweep";

const world = billingWorld();
const DAY = 24 * 60 * 60 * 1000;

for (const dialect of testDialects()) {
  describe(`the billing sweep on the job runner [${dialect}]`, () => {
    const clock = movableClock();
    let database: TestDatabase;
    let app: TestApp | undefined;
    beforeAll(async () => {
      database = await migratedDatabase(dialect);
      app = await startTestApp(database, world.env(), { clock });
      world.bind(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    /** Moves the clock to `at` and lets the runner do one sweep. */
    async function sweepAt(running: TestApp, at: Date) {
      clock.set(at);
      await running.deps.jobs.send(BILLING_SWEEP_QUEUE, {});
      await running.deps.jobs.drain({ queues: [BILLING_SWEEP_QUEUE] });
      await drainBilling(running);
      await world.sim().settled();
    }

    it("dunns a renewal that never came through grace to Free, and closes an abandoned checkout", async () => {
      const running = app as TestApp;
      const team = await signedUpOwner(running);
      const billing = async () => (await team.api.call<Billing>("GET", "/api/billing")).body;
      const checkout = (plan: string) =>
        team.api.call<Checkout>("POST", "/api/billing/checkout", { plan, period: "monthly" });
      await world.pay((await checkout("starter")).body);
      const token = [...world.sim().subscriptions.values()].at(-1)?.token ?? "";
      const abandoned = (await checkout("business")).body;
      const renewsAt = new Date((await billing()).renews_at ?? 0);
      const mailsTo = (subject: RegExp) =>
        outbox(running).filter(
          (m) => m.headers.get("to") === team.user.email && subject.test(m.headers.get("subject") ?? ""),
        );

      await sweepAt(running, new Date(renewsAt.getTime() + DAY));
      expect((await billing()).grace).toBeNull();
      const payment = await team.api.call<PaymentStatus>("GET", `/api/billing/payments/${abandoned.payment_id}`);
      expect(payment.body.status).toBe("cancelled");

      await sweepAt(running, new Date(renewsAt.getTime() + 2 * DAY + 60_000));
      const grace = (await billing()).grace;
      expect(grace).toMatchObject({ reason: "payment_failed", next_plan: "Free" });
      expect(mailsTo(/payment did not go through/)).toHaveLength(1);

      const ends = new Date(grace?.ends_at ?? 0);
      await sweepAt(running, new Date(ends.getTime() - 3 * DAY + 60_000));
      expect(mailsTo(/plan ends on/)).toHaveLength(1);
      await sweepAt(running, new Date(ends.getTime() - 2 * DAY + 60_000));
      expect(mailsTo(/plan ends on/)).toHaveLength(1);

      await sweepAt(running, new Date(ends.getTime() + 60_000));
      expect((await billing()).plan.id).toBe("free");
      expect(world.sim().subscriptions.get(token)?.status).toBe("cancelled");
      expect(mailsTo(/is now on Webcraft Free/)).toHaveLength(1);
    });

    it("asks for the next sweep a day on each time it runs", async () => {
      const running = app as TestApp;
      await takeSentJobs(running, BILLING_SWEEP_QUEUE);
      await running.deps.jobs.send(BILLING_SWEEP_QUEUE, {});
      await running.deps.jobs.drain({ queues: [BILLING_SWEEP_QUEUE] });
      // The one that ran, and the one it asked for.
      expect(await takeSentJobs(running, BILLING_SWEEP_QUEUE)).toHaveLength(2);
    });
  });
}
