// What the billing screens read: the active organization's plan, what it uses of every limit, where it
// stands (renewal, a change waiting, grace), its invoices and billing details; and a payment's state.
import { COUNTED_LIMITS, PLANS } from "@common/plans";
import type { Billing, BillingProfile, InvoiceSummary, PaymentStatus, PlanUsage } from "@common/schemas/billing";
import type { Db } from "../../db/create-db";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import { heldLimit, type LimitsDeps, organizationLimits } from "../../site/storage-limits";
import type { BillingDeps } from "./billing-deps";
import { planNameOf } from "./checkout";
import { type InvoiceRow, invoicesOf } from "./invoices/issue-invoice";
import { overLimits, type Usage, usageOf } from "./plan-change";
import { graceEnds, type PlanState, planStateOf } from "./plan-state";

export const BILLING_MESSAGES = { paymentNotFound: "No such payment" };

/** An invoice as the billing screen lists it. */
export function invoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind === "credit_note" ? "credit_note" : "invoice",
    description: row.description,
    issued_at: isoTime(row.issued_at),
    total_cents: row.total_cents,
    vat_cents: row.vat_cents,
    status: row.status === "open" || row.status === "credited" || row.status === "refunded" ? row.status : "paid",
    eft_reference: row.eft_reference,
    credits_invoice_id: row.credits_invoice_id,
  };
}

async function profileOf(db: Db, organizationId: string): Promise<BillingProfile | null> {
  const row = await db.kysely
    .selectFrom("billing_profiles")
    .select(["name", "address", "vat_number"])
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row ?? null;
}

/** Where the organization stands: renewal, the change waiting, and any grace with what it is over. */
function standing(state: PlanState, used: Usage): Partial<Billing> {
  const scheduled = state.scheduled;
  const next = scheduled?.plan ?? PLANS.free;
  return {
    period: state.plan.id === "free" ? null : state.period,
    renews_at: state.renewsAt?.toISOString() ?? null,
    payment_method: state.paymentMethod,
    scheduled:
      scheduled && state.renewsAt
        ? {
            plan: scheduled.plan.id,
            plan_name: scheduled.plan.name,
            period: scheduled.period,
            on: state.renewsAt.toISOString(),
          }
        : null,
    grace: state.graceStartedAt
      ? {
          started_at: state.graceStartedAt.toISOString(),
          ends_at: graceEnds(state.graceStartedAt).toISOString(),
          reason: state.graceReason ?? "payment_failed",
          next_plan: next.name,
          over: overLimits(next, used),
        }
      : null,
  };
}

/** The plan, with everything else when the caller may see it (owners and admins). */
export async function billingOf(
  deps: LimitsDeps & Pick<BillingDeps, "card">,
  organizationId: string,
  { full, now, operator }: { full: boolean; now: Date; operator: boolean },
): Promise<Billing> {
  const limits = await organizationLimits(deps, organizationId);
  const { plan } = limits;
  const answer: Billing = {
    billing_enabled: deps.env.billing,
    card_payments: deps.card !== undefined,
    operator,
    plan: { id: plan.id, name: plan.name, monthly_cents: plan.monthlyCents },
  };
  if (!full) return answer;
  const used = await usageOf(deps.db, organizationId, now);
  const usage: PlanUsage[] = COUNTED_LIMITS.map((limit) => {
    const held = heldLimit(limits, limit);
    return { limit, used: used[limit], included: Number.isFinite(held) ? held : null };
  });
  const features = {
    custom_domains: plan.limits.customDomains,
    commerce: plan.limits.commerce,
    claims: plan.limits.claims,
    badge_required: plan.limits.badgeRequired,
  };
  if (!deps.env.billing) return { ...answer, usage, features };
  return {
    ...answer,
    usage,
    features,
    ...standing(await planStateOf(deps.db.kysely, organizationId), used),
    invoices: (await invoicesOf(deps.db.kysely, organizationId)).map(invoiceSummary),
    profile: await profileOf(deps.db, organizationId),
    unreported_payments: await unreportedPayments(deps.db, organizationId),
  };
}

/** Paid payments that changed the plan (renewals aside) whose tier change is not yet recorded, oldest first. */
function unreportedPayments(db: Db, organizationId: string) {
  return db.kysely
    .selectFrom("payments")
    .select(["id", "amount_cents"])
    .where("organization_id", "=", organizationId)
    .where("status", "=", "paid")
    .where("kind", "!=", "renewal")
    .where("reported_at", "is", null)
    .orderBy("settled_at", "asc")
    .execute();
}

/** Saves who the organization's invoices are made out to (invoices already issued keep theirs). */
export async function saveProfile(db: Db, organizationId: string, profile: BillingProfile, now: Date) {
  const row = { ...profile, updated_at: now.toISOString() };
  await db.kysely
    .insertInto("billing_profiles")
    .values({ organization_id: organizationId, ...row })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(row))
    .execute();
  return profile;
}

/** A payment of the organization, as the return page polls it. */
export async function paymentStatusOf(db: Db, organizationId: string, paymentId: string): Promise<PaymentStatus> {
  const row = await db.kysely
    .selectFrom("payments")
    .leftJoin("invoices", (join) =>
      join.onRef("invoices.payment_id", "=", "payments.id").on("invoices.kind", "=", "invoice"),
    )
    .select([
      "payments.id",
      "payments.status",
      "payments.plan",
      "payments.period",
      "payments.method",
      "payments.amount_cents",
      "payments.failure",
      "invoices.id as invoice_id",
    ])
    .where("payments.id", "=", paymentId)
    .where("payments.organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", BILLING_MESSAGES.paymentNotFound);
  return {
    id: row.id,
    status: row.status as PaymentStatus["status"],
    plan: row.plan,
    plan_name: planNameOf(row.plan),
    period: row.period === "yearly" ? "yearly" : "monthly",
    method: row.method === "eft" ? "eft" : "card",
    amount_cents: row.amount_cents,
    failure: row.failure,
    invoice_id: row.invoice_id ?? null,
  };
}

/** Marks a paid payment's tier change recorded: true for the first call only. */
export async function reportPayment(db: Db, organizationId: string, paymentId: string, now: Date): Promise<boolean> {
  const result = await db.kysely
    .updateTable("payments")
    .set({ reported_at: now.toISOString() })
    .where("id", "=", paymentId)
    .where("organization_id", "=", organizationId)
    .where("status", "=", "paid")
    .where("reported_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  await paymentStatusOf(db, organizationId, paymentId);
  return false;
}
