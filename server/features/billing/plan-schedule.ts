// A move to a lower plan, or a cancellation (a move to Free), waits for the end of the period paid for:
// the organization keeps what it paid for until then. The owner can take it back until that day. A card
// subscription is told at once what the next period costs, since PayFast charges it on that day at an
// hour of its own: the lower plan's price for a downgrade, the present plan's again when it is taken back.
// A cancellation stops the subscription two days before the period ends (billing-sweep.ts).
import { type BillingPeriod, PLANS, type PlanId, priceCents } from "@common/plans";
import { AppError } from "../../errors";
import type { BillingDeps } from "./billing-deps";
import { CHECKOUT_MESSAGES } from "./checkout";
import { directionOf, graceRefusal } from "./plan-change";
import { type PlanState, planStateOf, writePlanState } from "./plan-state";
import { changeSubscription } from "./subscription-jobs";

export const SCHEDULE_MESSAGES = {
  notLower: "That plan is not lower than yours: pay for it to move up now",
  nothingPaid: "Your organization is on the Free plan: there is nothing to cancel",
  nothingWaiting: "No change to your plan is waiting",
  inGrace: "Your plan is in its grace period: pay for it to keep it",
  stopped:
    "Your card subscription has already been stopped for the end of this period: choose a plan again once it has ended",
};

type Waiting = { plan: PlanId; period: BillingPeriod } | null;

/** What the card is charged when the period ends with `waiting` (a cancellation charges nothing more). */
function nextCharge(state: PlanState, waiting: Waiting) {
  const plan = waiting && waiting.plan !== "free" ? waiting : { plan: state.plan.id, period: state.period };
  return { amountCents: priceCents(PLANS[plan.plan], plan.period), period: plan.period };
}

/** Writes the change waiting, and tells the card subscription when what it charges next has changed. */
async function changeWaiting(deps: BillingDeps, organizationId: string, state: PlanState, waiting: Waiting) {
  if (state.paymentMethod === "card" && !state.gatewayToken) throw new AppError("CONFLICT", SCHEDULE_MESSAGES.stopped);
  await writePlanState(deps.db.kysely, organizationId, { scheduled: waiting }, deps.clock.now());
  if (!state.gatewayToken) return;
  const before = nextCharge(
    state,
    state.scheduled && { plan: state.scheduled.plan.id, period: state.scheduled.period },
  );
  const after = nextCharge(state, waiting);
  if (before.amountCents === after.amountCents && before.period === after.period) return;
  await changeSubscription(deps, { action: "update", token: state.gatewayToken, ...after });
}

export async function scheduleChange(
  deps: BillingDeps,
  organizationId: string,
  { plan, period }: { plan: PlanId; period: BillingPeriod },
): Promise<void> {
  if (!deps.env.billing) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.billingOff);
  const state = await planStateOf(deps.db.kysely, organizationId);
  if (state.plan.id === "free") throw new AppError("CONFLICT", SCHEDULE_MESSAGES.nothingPaid);
  const inGrace = graceRefusal(state);
  if (inGrace) throw new AppError("CONFLICT", inGrace);
  if (directionOf(state, plan, period) !== "downgrade") throw new AppError("CONFLICT", SCHEDULE_MESSAGES.notLower);
  await changeWaiting(deps, organizationId, state, { plan, period });
}

export async function cancelScheduledChange(deps: BillingDeps, organizationId: string): Promise<void> {
  if (!deps.env.billing) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.billingOff);
  const state = await planStateOf(deps.db.kysely, organizationId);
  if (state.graceStartedAt) throw new AppError("CONFLICT", SCHEDULE_MESSAGES.inGrace);
  if (!state.scheduled) throw new AppError("CONFLICT", SCHEDULE_MESSAGES.nothingWaiting);
  await changeWaiting(deps, organizationId, state, null);
}
