// Billing's queues, registered at boot: its mails, the changes to card subscriptions, and the daily sweep.
import { type BillingDeps, billingDeps } from "./billing-deps";
import { registerBillingMailJobs } from "./billing-mail";
import { registerBillingSweepJob, scheduleBillingSweep } from "./billing-sweep";
import { registerSubscriptionJobs } from "./subscription-jobs";

/** Registers every billing queue; returns what starts the daily sweep once the runner runs. */
export async function registerBillingJobs(deps: Omit<BillingDeps, "card">) {
  const billing = billingDeps(deps);
  await registerBillingMailJobs(billing);
  await registerSubscriptionJobs(billing);
  await registerBillingSweepJob(billing);
  return { scheduleSweep: () => scheduleBillingSweep(billing) };
}
