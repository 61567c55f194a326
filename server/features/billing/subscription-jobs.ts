// Changes to a card subscription at PayFast, as jobs with retries: a request or a notification never
// waits on PayFast's API, and a change it refused is tried again rather than lost.
import type { BillingDeps } from "./billing-deps";

export const SUBSCRIPTION_QUEUE = "billing-subscription";

export type SubscriptionJob =
  | { action: "cancel"; token: string }
  | { action: "update"; token: string; amountCents: number; period: "monthly" | "yearly" };

export function changeSubscription(deps: Pick<BillingDeps, "jobs">, job: SubscriptionJob) {
  return deps.jobs.send<SubscriptionJob>(SUBSCRIPTION_QUEUE, job);
}

export async function registerSubscriptionJobs(deps: BillingDeps): Promise<void> {
  await deps.jobs.work<SubscriptionJob>(
    SUBSCRIPTION_QUEUE,
    async (job) => {
      if (!deps.card) return;
      if (job.action === "cancel") await deps.card.cancelSubscription(job.token);
      else await deps.card.updateSubscription(job.token, { amountCents: job.amountCents, period: job.period });
    },
    { retryLimit: 6, retryDelaySeconds: 60, retryBackoff: true },
  );
}
