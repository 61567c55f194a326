// What a payment's outcome does, once the gateway (or an operator, for an EFT) has reported it: a paid
// upgrade moves the organization onto its plan for a new period, a paid renewal extends the period and
// ends any grace, a failed renewal starts the grace period. A payment is paid once: whatever arrives
// after that changes nothing, so a replayed or late notification is harmless.
import type { BillingPeriod, PlanId } from "@common/plans";
import type { Kysely, Selectable } from "kysely";
import type { Database, PaymentTable } from "../../db/schema";
import type { BillingDeps } from "./billing-deps";
import { BILLING_MAIL_QUEUE, type BillingMailJob } from "./billing-mail";
import { paymentTitle } from "./checkout";
import { issueInvoice, markInvoicePaid } from "./invoices/issue-invoice";
import { periodEnd, planStateOf, writePlanState } from "./plan-state";
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

/** Moves the organization onto what the paid payment bought; says which old subscription to stop. */
async function applyPaid(trx: Kysely<Database>, payment: Payment, outcome: PaymentOutcome, now: Date) {
  const state = await planStateOf(trx, payment.organization_id);
  const period = payment.period as BillingPeriod;
  if (payment.kind === "renewal") {
    // A renewal paid late (in grace) still starts where the last period ended: that time was used.
    const from = state.renewsAt ?? now;
    const pastFailure = state.graceReason === "payment_failed";
    await writePlanState(
      trx,
      payment.organization_id,
      {
        renewsAt: periodEnd(from, period),
        ...(pastFailure ? { grace: null, scheduled: null } : {}),
      },
      now,
    );
    return null;
  }
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
async function paidInvoice(trx: Kysely<Database>, deps: BillingDeps, payment: Payment, now: Date) {
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
    description: paymentTitle(payment.plan, payment.period),
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
      after.cancelToken = await applyPaid(trx, payment, outcome, now);
      after.mails.push({ kind: "invoice", invoiceId: await paidInvoice(trx, deps, payment, now) });
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
