// Starting a payment for a higher plan: by card, the signed form the browser posts to PayFast (a
// subscription that charges what is due now, then the plan's price every period); by EFT, an open tax
// invoice with the bank account and a reference, which an operator marks paid when the money arrives.
import { randomUUID } from "node:crypto";
import { formatRand, PLANS, type PlanId, priceCents } from "@common/plans";
import type { Checkout, CheckoutRequest } from "@common/schemas/billing";
import type { Actor } from "../../auth/session";
import { AppError } from "../../errors";
import type { BillingDeps } from "./billing-deps";
import { eftReference, openEftInvoice } from "./eft-invoice";
import { planChangeFor, refuseUnpayableUpgrade, usageOf } from "./plan-change";
import { type PlanState, planStateOf } from "./plan-state";

export const CHECKOUT_MESSAGES = {
  billingOff: "Billing is off on this server: every organization has the Self-hosted plan (BILLING=on turns it on)",
  cardNotConfigured: "Card payment is not configured on this server: pay by EFT",
  downgrade: "That plan is lower than yours: choose it as a change at the end of your period",
};

/** The name of the plan a payment row names. */
export function planNameOf(plan: string): string {
  return Object.hasOwn(PLANS, plan) ? PLANS[plan as PlanId].name : plan;
}

/** What an invoice or the gateway's page says is being paid for. */
export function paymentTitle(plan: string, period: string): string {
  return `Webcraft ${planNameOf(plan)}, billed ${period}`;
}

/**
 * What a payment's tax invoice says was bought: the plan and its billing, and for an upgrade paid less what
 * was left of the plan before, that credit, so the total reads true against the plan's price.
 */
export function invoiceDescription(
  payment: { plan: string; period: string; amount_cents: number },
  before: Pick<PlanState, "plan" | "period">,
): string {
  const title = paymentTitle(payment.plan, payment.period);
  const isSame = before.plan.id === payment.plan && before.period === payment.period;
  if (!Object.hasOwn(PLANS, payment.plan) || isSame) return title;
  const price = priceCents(PLANS[payment.plan as PlanId], payment.period === "yearly" ? "yearly" : "monthly");
  const credit = price - payment.amount_cents;
  return credit > 0 ? `${title}, less ${formatRand(credit)} unused of ${before.plan.name}` : title;
}

/** Records the payment asked for and says where the browser goes to make it. */
export async function startCheckout(
  deps: BillingDeps,
  organizationId: string,
  actor: Actor,
  request: CheckoutRequest,
): Promise<Checkout> {
  const { db, env, clock } = deps;
  if (!env.billing) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.billingOff);
  if (request.method === "card" && !deps.card) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.cardNotConfigured);
  const now = clock.now();
  const state = await planStateOf(db.kysely, organizationId);
  refuseUnpayableUpgrade(state, request.plan, request.period);
  const change = planChangeFor(state, request.plan, request.period, await usageOf(db, organizationId, now), now);
  if (change.direction !== "upgrade" && change.direction !== "renew") {
    throw new AppError("CONFLICT", change.refusal ?? CHECKOUT_MESSAGES.downgrade);
  }
  const payment = {
    id: randomUUID(),
    organization_id: organizationId,
    user_id: actor.userId,
    plan: request.plan,
    period: request.period,
    kind: state.plan.id === "free" ? "new" : change.direction === "renew" ? "resume" : "upgrade",
    method: request.method,
    amount_cents: change.due_now_cents,
    status: "pending",
    created_at: now.toISOString(),
  };
  const title = paymentTitle(request.plan, request.period);
  if (request.method === "eft") {
    const invoice = await openEftInvoice(deps, payment, invoiceDescription(payment, state), now);
    return {
      method: "eft",
      payment_id: payment.id,
      amount_cents: payment.amount_cents,
      invoice_id: invoice.id,
      reference: invoice.eft_reference ?? eftReference(payment.id),
      bank_account: env.payments.bankAccount,
    };
  }
  await db.kysely.insertInto("payments").values(payment).execute();
  const [first = "", ...rest] = actor.name.trim().split(/\s+/);
  const after = `${env.appOrigin}/admin/billing/after?payment=${payment.id}`;
  const form = deps.card?.checkoutForm({
    paymentId: payment.id,
    amountCents: payment.amount_cents,
    itemName: title,
    buyer: { email: actor.email, firstName: first || undefined, lastName: rest.join(" ") || undefined },
    returnUrl: after,
    cancelUrl: `${after}&cancelled=1`,
    notifyUrl: `${env.appOrigin}/api/billing/payfast/itn`,
    subscription: {
      period: request.period,
      billingDate: now.toISOString().slice(0, 10),
      recurringAmountCents: change.recurring_cents,
    },
  });
  if (!form) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.cardNotConfigured);
  return { method: "card", payment_id: payment.id, amount_cents: payment.amount_cents, form };
}
