// What a payment's outcome does, once the gateway (or an operator, for an EFT) has reported it: a paid
// upgrade moves the organization onto its plan for a new period, a paid renewal extends the period and
// ends any grace, a failed renewal starts the grace period. A payment is paid once: whatever arrives
// after that changes nothing, so a replayed or late notification is harmless.
import { type BillingPeriod, PLANS, type PlanId } from "@common/plans";
import type { Kysely, Selectable } from "kysely";
import type { Database, PaymentTable } from "../../db/schema";
import type { BillingDeps } from "./billing-deps";
import { BILLING_MAIL_QUEUE, type BillingMailJob } from "./billing-mail";
import { invoiceDescription } from "./checkout";
import { issueInvoice, markInvoicePaid } from "./invoices/issue-invoice";
import { overLimits, usageOf } from "./plan-change";
import { type PlanState, periodEnd, planStateOf, writePlanState } from "./plan-state";
import { changeSubscription } from "./subscription-jobs";

export type PaymentOutcome = {
  status: "paid" | "failed";
  /** The gateway's id of the transaction; null for an EFT an operator marked paid. */
  gatewayPaymentId?: string | null;
  /** The card subscription the payment started or belongs to. */
  token?: string | null;
  /** Why it failed, in words for the owner. */
  failure?: string;
};

export const PAYMENT_FAILURES = {
  declined: "The payment did not go through at PayFast: the card was declined or the payment was stopped",
  abandoned: "The payment was not completed at PayFast",
};

type Payment = Selectable<PaymentTable>;

/** Reads the payment inside the transaction, locked on PostgreSQL so two reports of it take turns. */
async function lockedPayment(trx: Kysely<Database>, deps: BillingDeps, paymentId: string) {
  const query = trx.selectFrom("payments").selectAll().where("id", "=", paymentId);
  return (deps.db.dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * A paid renewal: the next period, from where the last one ended (a renewal paid late, in grace, still
 * starts there: that time was used). A renewal charged at a lower plan's price is the change waiting for
 * this day: the organization moves to it, or keeps its present plan's limits for a grace period when it
 * has outgrown the lower plan. Says which plan the organization moved to, if it moved.
 */
async function applyRenewal(trx: Kysely<Database>, deps: BillingDeps, payment: Payment, state: PlanState, now: Date) {
  const period = payment.period as BillingPeriod;
  const renewsAt = periodEnd(state.renewsAt ?? now, period);
  const organizationId = payment.organization_id;
  if (payment.plan === state.plan.id && period === state.period) {
    const pastFailure = state.graceReason === "payment_failed";
    await writePlanState(
      trx,
      organizationId,
      { renewsAt, ...(pastFailure ? { grace: null, scheduled: null } : {}) },
      now,
    );
    return null;
  }
  const plan = payment.plan as PlanId;
  const over = overLimits(PLANS[plan], await usageOf({ ...deps.db, kysely: trx }, organizationId, now));
  if (over.length > 0) {
    const grace = { startedAt: now, reason: "downgrade" } as const;
    await writePlanState(trx, organizationId, { renewsAt, scheduled: { plan, period }, grace }, now);
    return null;
  }
  await writePlanState(trx, organizationId, { plan, period, renewsAt, scheduled: null, grace: null }, now);
  return plan;
}

/** Moves the organization onto what the paid payment bought; says which old subscription to stop. */
async function applyPaid(
  trx: Kysely<Database>,
  payment: Payment,
  outcome: PaymentOutcome,
  state: PlanState,
  now: Date,
) {
  const period = payment.period as BillingPeriod;
  const token = outcome.token ?? null;
  await writePlanState(
    trx,
    payment.organization_id,
    {
      plan: payment.plan as PlanId,
      period,
      renewsAt: periodEnd(now, period),
      paymentMethod: payment.method === "eft" ? "eft" : "card",
      gatewayToken: token,
      scheduled: null,
      grace: null,
    },
    now,
  );
  return state.gatewayToken && state.gatewayToken !== token ? state.gatewayToken : null;
}

/** The paid invoice of a payment: its open EFT invoice marked paid, or a new one. */
async function paidInvoice(trx: Kysely<Database>, deps: BillingDeps, payment: Payment, before: PlanState, now: Date) {
  const open = await trx
    .selectFrom("invoices")
    .select("id")
    .where("payment_id", "=", payment.id)
    .where("kind", "=", "invoice")
    .executeTakeFirst();
  if (open) {
    await markInvoicePaid(trx, open.id, now);
    return open.id;
  }
  const invoice = await issueInvoice(trx, {
    organizationId: payment.organization_id,
    kind: "invoice",
    paymentId: payment.id,
    description: invoiceDescription(payment, before),
    totalCents: payment.amount_cents,
    status: "paid",
    issuer: deps.env.payments.issuer,
    now,
  });
  return invoice.id;
}

/**
 * Settles a payment with its outcome, in one transaction with `record` (the notification's own row,
 * which answers false for a replay: then nothing changes). Returns whether anything changed.
 */
export async function settlePayment(
  deps: BillingDeps,
  paymentId: string,
  outcome: PaymentOutcome,
  record: (trx: Kysely<Database>) => Promise<boolean> = async () => true,
): Promise<boolean> {
  const now = deps.clock.now();
  const after: { mails: BillingMailJob[]; cancelToken: string | null } = { mails: [], cancelToken: null };
  const changed = await deps.db.kysely.transaction().execute(async (trx) => {
    if (!(await record(trx))) return false;
    const payment = await lockedPayment(trx, deps, paymentId);
    if (!payment || payment.status === "paid" || payment.status === outcome.status) return false;
    await trx
      .updateTable("payments")
      .set({
        status: outcome.status,
        gateway_payment_id: outcome.gatewayPaymentId ?? payment.gateway_payment_id,
        failure: outcome.status === "failed" ? (outcome.failure ?? PAYMENT_FAILURES.declined) : null,
        settled_at: now.toISOString(),
      })
      .where("id", "=", paymentId)
      .execute();
    if (outcome.status === "paid") {
      const before = await planStateOf(trx, payment.organization_id);
      if (payment.kind === "renewal") {
        const moved = await applyRenewal(trx, deps, payment, before, now);
        if (moved) after.mails.push({ kind: "plan-changed", organizationId: payment.organization_id, plan: moved });
      } else {
        after.cancelToken = await applyPaid(trx, payment, outcome, before, now);
      }
      after.mails.push({ kind: "invoice", invoiceId: await paidInvoice(trx, deps, payment, before, now) });
      return true;
    }
    if (payment.kind === "renewal") {
      const state = await planStateOf(trx, payment.organization_id);
      if (!state.graceStartedAt) {
        await writePlanState(
          trx,
          payment.organization_id,
          { grace: { startedAt: now, reason: "payment_failed" }, scheduled: { plan: "free", period: "monthly" } },
          now,
        );
        after.mails.push({ kind: "payment-failed", organizationId: payment.organization_id });
      }
    }
    return true;
  });
  for (const mail of after.mails) await deps.jobs.send(BILLING_MAIL_QUEUE, mail);
  if (after.cancelToken) await changeSubscription(deps, { action: "cancel", token: after.cancelToken });
  return changed;
}
