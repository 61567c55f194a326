// Test helpers for billing: an organization put on a plan directly, and the billing queues run out.
import type { PlanId } from "@common/plans";
import { nowIso } from "../db/values";
import { BILLING_MAIL_QUEUE } from "../features/billing/billing-mail";
import { SUBSCRIPTION_QUEUE } from "../features/billing/subscription-jobs";
import { MAIL_QUEUE } from "../mail/mail-queue";
import type { TestApp } from "./test-app";

/** Puts the organization on `plan`, monthly, as a paid plan's row would (Free has none). */
export async function onPlan(app: TestApp, organizationId: string, plan: PlanId): Promise<void> {
  if (plan === "free") return;
  await app.deps.db.kysely
    .insertInto("organization_plans")
    .values({ organization_id: organizationId, plan, period: "monthly", updated_at: nowIso() })
    .execute();
}

/** Waits until billing's mails and subscription changes sent so far have gone out. */
export function drainBilling(app: TestApp): Promise<void> {
  return app.deps.jobs.drain({ queues: [BILLING_MAIL_QUEUE, SUBSCRIPTION_QUEUE, MAIL_QUEUE] });
}
