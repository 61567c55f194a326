// Once a day, each organization with a paid plan is brought up to date with the calendar:
// - a grace period that has run its 14 days ends: the plan waiting (Free after a failed payment, the
//   lower plan after a downgrade) takes over;
// - a cancelled plan's card subscription is stopped two days before its period ends, and when the period
//   ends the organization moves to Free, or starts a grace period when it is over Free's limits (a lower
//   paid plan starts with the renewal that pays for it: settle-payment.ts);
// - a period that has ended unpaid (no card renewal reported, or an EFT invoice not paid) starts the
//   grace period, and the owners are told (the first dunning mail); three days before a grace period
//   ends they are reminded;
// - an EFT payer gets the next period's invoice (at the price of the plan waiting, if any) a week before
//   the period ends; one left unpaid when the plan falls to Free is reversed with a credit note;
// - card checkouts never completed at PayFast for a day are closed (reconciliation).
import { randomUUID } from "node:crypto";
import { priceCents } from "@common/plans";
import type { BillingDeps } from "./billing-deps";
import { BILLING_MAIL_QUEUE, type BillingMailJob } from "./billing-mail";
import { paymentTitle } from "./checkout";
import { creditUnpaidRenewals, openEftInvoice } from "./eft-invoice";
import { overLimits, usageOf } from "./plan-change";
import { billedOrganizations, FREE_PLAN, graceEnds, type PlanState, planStateOf, writePlanState } from "./plan-state";
import { PAYMENT_FAILURES } from "./settle-payment";
import { changeSubscription } from "./subscription-jobs";

export const BILLING_SWEEP_QUEUE = "billing-sweep";
const DAY_MS = 24 * 60 * 60 * 1000;
/** A card renewal is reported on its day; two days without it is a failed renewal. */
const CARD_RENEWAL_WAIT_MS = 2 * DAY_MS;
const EFT_INVOICE_AHEAD_MS = 7 * DAY_MS;
const REMINDER_BEFORE_MS = 3 * DAY_MS;
const CANCEL_AHEAD_MS = 2 * DAY_MS;
const ABANDONED_AFTER_MS = DAY_MS;

/** Everything a move to Free clears: no period, no way of paying, nothing waiting. */
const ON_FREE = {
  plan: "free",
  period: "monthly",
  renewsAt: null,
  paymentMethod: null,
  gatewayToken: null,
  scheduled: null,
  grace: null,
} as const;

const mail = (deps: BillingDeps, job: BillingMailJob) => deps.jobs.send(BILLING_MAIL_QUEUE, job);

/** The grace period is over: what was waiting takes over, whatever the organization still has. */
async function endGrace(deps: BillingDeps, organizationId: string, state: PlanState, now: Date) {
  const next = state.scheduled ?? { plan: FREE_PLAN, period: "monthly" as const };
  const toFree = next.plan.id === "free";
  await writePlanState(
    deps.db.kysely,
    organizationId,
    toFree ? ON_FREE : { plan: next.plan.id, period: next.period, scheduled: null, grace: null },
    now,
  );
  if (toFree && state.gatewayToken) await changeSubscription(deps, { action: "cancel", token: state.gatewayToken });
  if (toFree) await creditUnpaidRenewals(deps, organizationId, now);
  await mail(deps, { kind: "plan-changed", organizationId, plan: next.plan.id });
}

/**
 * The period of a cancelled plan has ended: the organization moves to Free, or keeps its plan's limits for
 * a grace period when it has outgrown Free. A card subscription still running is stopped now.
 */
async function endAtPeriodEnd(deps: BillingDeps, organizationId: string, state: PlanState, now: Date) {
  const over = overLimits(FREE_PLAN, await usageOf(deps.db, organizationId, now));
  if (state.gatewayToken) await changeSubscription(deps, { action: "cancel", token: state.gatewayToken });
  await creditUnpaidRenewals(deps, organizationId, now);
  if (over.length > 0) {
    const grace = { startedAt: now, reason: "downgrade" } as const;
    await writePlanState(deps.db.kysely, organizationId, { renewsAt: null, gatewayToken: null, grace }, now);
    return;
  }
  await writePlanState(deps.db.kysely, organizationId, ON_FREE, now);
  await mail(deps, { kind: "plan-changed", organizationId, plan: "free" });
}

/**
 * A cancelled card plan's subscription is stopped at PayFast two days before the period ends, so that
 * PayFast, which charges on that day at an hour of its own, charges nothing more.
 */
async function stopSubscriptionAhead(deps: BillingDeps, organizationId: string, state: PlanState, now: Date) {
  if (!state.gatewayToken) return;
  await changeSubscription(deps, { action: "cancel", token: state.gatewayToken });
  await writePlanState(deps.db.kysely, organizationId, { gatewayToken: null }, now);
}

/** An EFT payer's invoice for the coming period, once, a week ahead. */
async function eftRenewalInvoice(deps: BillingDeps, organizationId: string, state: PlanState, now: Date) {
  const kdb = deps.db.kysely;
  const waiting = await kdb
    .selectFrom("payments")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("kind", "=", "renewal")
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (waiting) return;
  const next = state.scheduled ?? { plan: state.plan, period: state.period };
  const payment = {
    id: randomUUID(),
    organization_id: organizationId,
    user_id: null,
    plan: next.plan.id,
    period: next.period,
    kind: "renewal",
    method: "eft",
    amount_cents: priceCents(next.plan, next.period),
    status: "pending",
    created_at: now.toISOString(),
  };
  await openEftInvoice(deps, payment, paymentTitle(next.plan.id, next.period), now);
}

async function sweepOrganization(deps: BillingDeps, organizationId: string, now: Date) {
  const state = await planStateOf(deps.db.kysely, organizationId);
  const time = now.getTime();
  if (state.graceStartedAt) {
    const ends = graceEnds(state.graceStartedAt).getTime();
    if (time >= ends) return endGrace(deps, organizationId, state, now);
    if (time >= ends - REMINDER_BEFORE_MS && time < ends - REMINDER_BEFORE_MS + DAY_MS) {
      await mail(deps, { kind: "grace-reminder", organizationId });
    }
    return;
  }
  if (!state.renewsAt || state.plan.id === "free") return;
  const renews = state.renewsAt.getTime();
  const eft = state.paymentMethod === "eft";
  if (state.scheduled?.plan.id === "free") {
    if (time >= renews) return endAtPeriodEnd(deps, organizationId, state, now);
    if (time >= renews - CANCEL_AHEAD_MS) await stopSubscriptionAhead(deps, organizationId, state, now);
    return;
  }
  // A lower paid plan waiting is what the renewal pays for (its price is what the card is charged, or what
  // the EFT invoice asks): it starts when that payment comes, like any renewal.
  if (time >= renews + (eft ? 0 : CARD_RENEWAL_WAIT_MS)) {
    await writePlanState(
      deps.db.kysely,
      organizationId,
      { grace: { startedAt: now, reason: "payment_failed" }, scheduled: { plan: "free", period: "monthly" } },
      now,
    );
    await mail(deps, { kind: "payment-failed", organizationId });
    return;
  }
  if (eft && time >= renews - EFT_INVOICE_AHEAD_MS) await eftRenewalInvoice(deps, organizationId, state, now);
}

/** Closes card checkouts left at PayFast's page for a day: the payment page will not report them now. */
async function closeAbandoned(deps: BillingDeps, now: Date) {
  await deps.db.kysely
    .updateTable("payments")
    .set({ status: "cancelled", failure: PAYMENT_FAILURES.abandoned, settled_at: now.toISOString() })
    .where("status", "=", "pending")
    .where("method", "=", "card")
    .where("created_at", "<", new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString())
    .execute();
}

/** One sweep over every organization with a paid plan, at the clock's time. */
export async function sweepBilling(deps: BillingDeps): Promise<void> {
  const now = deps.clock.now();
  for (const organizationId of await billedOrganizations(deps.db)) await sweepOrganization(deps, organizationId, now);
  await closeAbandoned(deps, now);
}

/** Asks for a sweep in `seconds`, keyed by the day it is due, as the blob sweep is. */
function scheduleSweep(deps: BillingDeps, seconds: number) {
  const due = new Date(Date.now() + seconds * 1000).toISOString().slice(0, 10);
  return deps.jobs.send(
    BILLING_SWEEP_QUEUE,
    {},
    { singletonKey: `${BILLING_SWEEP_QUEUE}:${due}`, startAfterSeconds: seconds },
  );
}

export async function registerBillingSweepJob(deps: BillingDeps): Promise<void> {
  await deps.jobs.work(BILLING_SWEEP_QUEUE, async () => {
    if (deps.env.billing) await sweepBilling(deps);
    await scheduleSweep(deps, DAY_MS / 1000);
  });
}

/** Makes sure a sweep is waiting, ten minutes from a start. */
export async function scheduleBillingSweep(deps: BillingDeps): Promise<void> {
  if (deps.env.billing) await scheduleSweep(deps, 10 * 60);
}
