// PayFast's notification of a payment (its ITN): believed only once the gateway has shown it genuine
// (signature, source address, PayFast's own confirmation) and its amount is what was asked. A first
// payment settles the payment the checkout made; a subscription's later charges arrive under the same
// payment id with a new PayFast id, and each becomes a renewal of its own. A notification is recorded
// once per PayFast id and status, so a replay changes nothing.
import { randomUUID } from "node:crypto";
import { formatRand, priceCents } from "@common/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { BillingDeps } from "./billing-deps";
import { CHECKOUT_MESSAGES } from "./checkout";
import type { GatewayNotification } from "./payment-gateway";
import { type PlanState, planStateOf, writePlanState } from "./plan-state";
import { PAYMENT_FAILURES, settlePayment } from "./settle-payment";

export const NOTIFICATION_MESSAGES = {
  unknownPayment: "No such payment",
  amount: (paid: number, asked: number) =>
    `The amount paid (${formatRand(paid)}) is not the amount asked (${formatRand(asked)})`,
};

/** Stores the notification's row; false when this PayFast id and status were seen before (a replay). */
function recorder(notification: GatewayNotification, paymentId: string, now: Date) {
  return async (trx: Kysely<Database>) => {
    const row = await trx
      .insertInto("payment_notifications")
      .values({
        gateway_payment_id: notification.gatewayPaymentId,
        status: notification.status,
        payment_id: paymentId,
        fields: JSON.stringify(notification.fields),
        received_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["gateway_payment_id", "status"]).doNothing())
      .returning("gateway_payment_id")
      .executeTakeFirst();
    return row !== undefined;
  };
}

/**
 * What a subscription's later charge renews: the lower plan waiting for the period's end, when the charge
 * is at its price (the subscription was changed to it when the change was chosen), else the present plan.
 */
function renewalOf(state: PlanState, amountCents: number) {
  const present = { plan: state.plan.id, period: state.period, expected: priceCents(state.plan, state.period) };
  const waiting = state.scheduled;
  if (!waiting || waiting.plan.id === "free" || amountCents === present.expected) return present;
  return { plan: waiting.plan.id, period: waiting.period, expected: priceCents(waiting.plan, waiting.period) };
}

/** The payment a notification is about: the checkout's, or the renewal it reports (made on first sight). */
async function paymentFor(deps: BillingDeps, notification: GatewayNotification) {
  const kdb = deps.db.kysely;
  const first = await kdb
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", notification.paymentId)
    .executeTakeFirst();
  if (!first) throw new AppError("BAD_REQUEST", NOTIFICATION_MESSAGES.unknownPayment);
  // Once the first charge is paid, another PayFast id is a later charge; before that (a declined card tried
  // again on PayFast's page) it is still the first.
  const isRenewal = first.status === "paid" && first.gateway_payment_id !== notification.gatewayPaymentId;
  if (!isRenewal) return { payment: first, expected: first.amount_cents };
  const seen = await kdb
    .selectFrom("payments")
    .selectAll()
    .where("gateway_payment_id", "=", notification.gatewayPaymentId)
    .executeTakeFirst();
  const state = await planStateOf(kdb, first.organization_id);
  const { plan, period, expected } = renewalOf(state, notification.amountCents);
  if (seen) return { payment: seen, expected: seen.amount_cents };
  if (notification.status === "cancelled") return { payment: first, expected };
  const renewal = {
    id: randomUUID(),
    organization_id: first.organization_id,
    user_id: null,
    plan,
    period,
    kind: "renewal",
    method: "card",
    amount_cents: expected,
    status: "pending",
    gateway_payment_id: notification.gatewayPaymentId,
    created_at: deps.clock.now().toISOString(),
  };
  if (notification.amountCents === expected) await kdb.insertInto("payments").values(renewal).execute();
  return { payment: renewal, expected };
}

/** The buyer (or we) stopped the subscription: with no change waiting, the plan ends with the period. */
async function subscriptionCancelled(deps: BillingDeps, notification: GatewayNotification, organizationId: string) {
  const now = deps.clock.now();
  await deps.db.kysely.transaction().execute(async (trx) => {
    if (!(await recorder(notification, notification.paymentId, now)(trx))) return;
    const state = await planStateOf(trx, organizationId);
    if (state.gatewayToken !== notification.subscriptionToken || state.scheduled) return;
    await writePlanState(trx, organizationId, { scheduled: { plan: "free", period: "monthly" } }, now);
  });
}

/** Reads and acts on a PayFast notification's body, sent from `sourceAddress`. */
export async function receivePayfastNotification(deps: BillingDeps, body: string, sourceAddress: string) {
  if (!deps.card) throw new AppError("FORBIDDEN", CHECKOUT_MESSAGES.cardNotConfigured);
  const notification = await deps.card.readNotification(body, sourceAddress);
  if ("refused" in notification) throw new AppError("BAD_REQUEST", notification.refused);
  const { payment, expected } = await paymentFor(deps, notification);
  if (notification.status === "cancelled") return subscriptionCancelled(deps, notification, payment.organization_id);
  if (notification.amountCents !== expected) {
    throw new AppError("BAD_REQUEST", NOTIFICATION_MESSAGES.amount(notification.amountCents, expected));
  }
  const record = recorder(notification, payment.id, deps.clock.now());
  if (notification.status === "pending") {
    await deps.db.kysely.transaction().execute(record);
    return;
  }
  await settlePayment(
    deps,
    payment.id,
    {
      status: notification.status === "complete" ? "paid" : "failed",
      gatewayPaymentId: notification.gatewayPaymentId,
      token: notification.subscriptionToken,
      failure: PAYMENT_FAILURES.declined,
    },
    record,
  );
}
