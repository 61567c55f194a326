// A move to a lower plan, or a cancellation (a move to Free), waits for the end of the period paid for:
// the organization keeps what it paid for until then. The owner can take it back until that day.
import type { BillingPeriod, PlanId } from "@common/plans";
import { AppError } from "../../errors";
import type { BillingDeps } from "./billing-deps";
import { CHECKOUT_MESSAGES } from "./checkout";
import { directionOf } from "./plan-change";
import { planStateOf, writePlanState } from "./plan-state";

export const SCHEDULE_MESSAGES = {
  notLower: "That plan is not lower than yours: pay for it to move up now",
  nothingPaid: "Your organization is on the Free plan: there is nothing to cancel",
  nothingWaiting: "No change to your plan is waiting",
  inGrace: "Your plan is in its grace period: pay for it to keep it",
};

export async function scheduleChange(
  deps: BillingDeps,
  organizationId: string,
  { plan, period }: { plan: PlanId; period: BillingPeriod },
): Promise<void> {
  if (!deps.env.billing) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.billingOff);
  const state = await planStateOf(deps.db.kysely, organizationId);
  if (state.plan.id === "free") throw new AppError("CONFLICT", SCHEDULE_MESSAGES.nothingPaid);
  if (state.graceStartedAt) throw new AppError("CONFLICT", SCHEDULE_MESSAGES.inGrace);
  if (directionOf(state, plan, period) !== "downgrade") throw new AppError("CONFLICT", SCHEDULE_MESSAGES.notLower);
  await writePlanState(deps.db.kysely, organizationId, { scheduled: { plan, period } }, deps.clock.now());
}

export async function cancelScheduledChange(deps: BillingDeps, organizationId: string): Promise<void> {
  if (!deps.env.billing) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.billingOff);
  const state = await planStateOf(deps.db.kysely, organizationId);
  if (state.graceStartedAt) throw new AppError("CONFLICT", SCHEDULE_MESSAGES.inGrace);
  if (!state.scheduled) throw new AppError("CONFLICT", SCHEDULE_MESSAGES.nothingWaiting);
  await writePlanState(deps.db.kysely, organizationId, { scheduled: null }, deps.clock.now());
}
