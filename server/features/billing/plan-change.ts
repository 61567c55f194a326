// What moving from one plan to another means: an upgrade is paid now, less what is left of the period
// already paid for, and starts a new period today; a downgrade waits for the end of the period paid
// for. Moving down to a plan the organization has outgrown starts a grace period on that day.
import {
  type BillingPeriod,
  COUNTED_LIMITS,
  type CountedLimit,
  PLAN_IDS,
  PLANS,
  type Plan,
  type PlanId,
  priceCents,
} from "@common/plans";
import type { PlanChange } from "@common/schemas/billing";
import type { Db } from "../../db/create-db";
import { AppError } from "../../errors";
import { mediaBytesUsed, seatsTaken, siteCount, submissionsThisMonth } from "../../site/organization-usage";
import { graceEnds, type PlanState } from "./plan-state";

export type Usage = Record<CountedLimit, number>;

/** What the organization has of everything a plan counts. */
export async function usageOf(db: Db, organizationId: string, now: Date): Promise<Usage> {
  const [sites, members, mediaBytes, submissionsPerMonth] = await Promise.all([
    siteCount(db, organizationId),
    seatsTaken(db, organizationId),
    mediaBytesUsed(db, organizationId),
    submissionsThisMonth(db, organizationId, now),
  ]);
  return { sites, members, mediaBytes, submissionsPerMonth };
}

/** The counted limits `plan` would leave the organization over. */
export function overLimits(plan: Plan, used: Usage): PlanChange["over"] {
  return COUNTED_LIMITS.filter((limit) => used[limit] > plan.limits[limit]).map((limit) => ({
    limit,
    used: used[limit],
    included: plan.limits[limit],
  }));
}

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/** Up, down or the same: a higher plan, or the same plan paid a year at a time, is an upgrade. */
export function directionOf(state: PlanState, plan: PlanId, period: BillingPeriod): PlanChange["direction"] {
  const from = state.plan.id;
  if (rank(plan) !== rank(from)) return rank(plan) > rank(from) ? "upgrade" : "downgrade";
  if (plan === "free" || period === state.period) return "same";
  return period === "yearly" ? "upgrade" : "downgrade";
}

/** What is left of the period paid for, in cents of its price: the credit an upgrade takes off. */
export function unusedCredit(state: PlanState, now: Date): number {
  if (state.plan.id === "free" || !state.renewsAt || state.renewsAt <= now || state.graceStartedAt) return 0;
  const price = priceCents(state.plan, state.period);
  const start = new Date(state.renewsAt);
  start.setUTCMonth(start.getUTCMonth() - (state.period === "yearly" ? 12 : 1));
  const whole = state.renewsAt.getTime() - start.getTime();
  const left = state.renewsAt.getTime() - now.getTime();
  return Math.floor((price * Math.min(left, whole)) / whole);
}

export const CHANGE_MESSAGES = {
  yearlyStaysYearly: "A yearly plan moves up to another yearly plan: choose yearly billing",
  samePlan: (plan: Plan, period: BillingPeriod) => `You are already on ${plan.name}, billed ${period}`,
};

const longDay = (date: Date) =>
  date.toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Why nothing moves down in a grace period, in the owner's words: the move that ends it is already set
 * (Free after a failed payment, the lower plan chosen after a downgrade), and it comes on its own.
 */
export function graceRefusal(state: PlanState): string | null {
  if (!state.graceStartedAt) return null;
  const ends = longDay(graceEnds(state.graceStartedAt));
  const next = state.scheduled?.plan.name ?? PLANS.free.name;
  if (state.graceReason === "payment_failed") {
    return `While a payment is missing your plan cannot move down: pay for ${state.plan.name} to keep it, or it moves to ${next} on ${ends}, when the grace period ends`;
  }
  return `Your organization moves to ${next} on ${ends}, when its grace period ends: until then the plan cannot move down again`;
}

/** The change from the organization's plan to `plan` billed `period`, as the plan page shows it. */
export function planChangeFor(
  state: PlanState,
  plan: PlanId,
  period: BillingPeriod,
  used: Usage,
  now: Date,
): PlanChange {
  const target = PLANS[plan];
  const direction = paysAgain(state, plan, period) ? "renew" : directionOf(state, plan, period);
  const recurring = priceCents(target, period);
  const upgrade = direction === "upgrade" || direction === "renew";
  return {
    plan,
    period,
    direction,
    due_now_cents: upgrade ? Math.max(recurring - unusedCredit(state, now), 0) : 0,
    recurring_cents: recurring,
    effective_on: (upgrade || !state.renewsAt ? now : state.renewsAt).toISOString(),
    over: overLimits(target, used),
    refusal: direction === "downgrade" ? graceRefusal(state) : null,
  };
}

/**
 * Paying again for the present plan: the way out of a grace period whose plan has no paid period left,
 * after a failed payment or a cancellation the organization had outgrown Free for. (After a downgrade to
 * a lower paid plan, that plan's period is paid for already: there is nothing to pay again.)
 */
export function paysAgain(state: PlanState, plan: PlanId, period: BillingPeriod): boolean {
  const unpaid = state.graceReason === "payment_failed" || (state.graceReason === "downgrade" && !state.renewsAt);
  return unpaid && plan === state.plan.id && period === state.period;
}

/** Refuses an upgrade that cannot be paid as asked: the same plan, or a yearly plan moving to monthly billing. */
export function refuseUnpayableUpgrade(state: PlanState, plan: PlanId, period: BillingPeriod): void {
  if (paysAgain(state, plan, period)) return;
  const direction = directionOf(state, plan, period);
  if (direction === "same") throw new AppError("CONFLICT", CHANGE_MESSAGES.samePlan(state.plan, period));
  if (direction === "upgrade" && state.period === "yearly" && state.plan.id !== "free" && period === "monthly") {
    throw new AppError("CONFLICT", CHANGE_MESSAGES.yearlyStaysYearly);
  }
}
