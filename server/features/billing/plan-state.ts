// Where an organization stands with billing: the plan it is on, how it pays, when the period ends, the
// change waiting for that day and any grace it is in. An organization without a row is on Free.
import { type BillingPeriod, GRACE_DAYS, PLANS, type Plan, type PlanId } from "@common/plans";
import type { Kysely } from "kysely";
import type { Db } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { isoTime } from "../../db/values";

const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentMethod = "card" | "eft";
/** A plan anyone can be on (not this installation's Self-hosted). */
export type BilledPlan = Plan & { id: PlanId };
export const FREE_PLAN = PLANS.free as BilledPlan;

export type PlanState = {
  plan: BilledPlan;
  period: BillingPeriod;
  renewsAt: Date | null;
  paymentMethod: PaymentMethod | null;
  gatewayToken: string | null;
  scheduled: { plan: BilledPlan; period: BillingPeriod } | null;
  graceStartedAt: Date | null;
  graceReason: GraceReason | null;
};

export type GraceReason = "payment_failed" | "downgrade";

const FREE_STATE: Omit<PlanState, "plan"> = {
  period: "monthly",
  renewsAt: null,
  paymentMethod: null,
  gatewayToken: null,
  scheduled: null,
  graceStartedAt: null,
  graceReason: null,
};

function planNamed(id: string | null): BilledPlan | null {
  return id !== null && Object.hasOwn(PLANS, id) ? (PLANS[id as PlanId] as BilledPlan) : null;
}

const periodOf = (value: string | null): BillingPeriod => (value === "yearly" ? "yearly" : "monthly");
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(isoTime(value)));

/** The organization's billing state, read in `kdb` (a transaction's, to act on it). */
export async function planStateOf(kdb: Kysely<Database>, organizationId: string): Promise<PlanState> {
  const row = await kdb
    .selectFrom("organization_plans")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  const plan = planNamed(row?.plan ?? null);
  if (!row || !plan) return { plan: FREE_PLAN, ...FREE_STATE };
  const scheduled = planNamed(row.scheduled_plan);
  return {
    plan,
    period: periodOf(row.period),
    renewsAt: dateOf(row.renews_at),
    paymentMethod: row.payment_method === "card" || row.payment_method === "eft" ? row.payment_method : null,
    gatewayToken: row.gateway_token,
    scheduled: scheduled ? { plan: scheduled, period: periodOf(row.scheduled_period) } : null,
    graceStartedAt: dateOf(row.grace_started_at),
    graceReason: row.grace_reason === "payment_failed" || row.grace_reason === "downgrade" ? row.grace_reason : null,
  };
}

/** When a grace period that started at `startedAt` ends. */
export function graceEnds(startedAt: Date): Date {
  return new Date(startedAt.getTime() + GRACE_DAYS * DAY_MS);
}

/** The same day one period on: a month (the last day where the month is shorter) or a year. */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + (period === "yearly" ? 12 : 1));
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

type StateChange = Partial<{
  plan: PlanId;
  period: BillingPeriod;
  renewsAt: Date | null;
  paymentMethod: PaymentMethod | null;
  gatewayToken: string | null;
  scheduled: { plan: PlanId; period: BillingPeriod } | null;
  /** Starts a grace period (with its reason) or ends one (null). */
  grace: { startedAt: Date; reason: GraceReason } | null;
}>;

/** Writes a change to the organization's state; a move to Free with nothing pending removes the row. */
export async function writePlanState(
  kdb: Kysely<Database>,
  organizationId: string,
  change: StateChange,
  now: Date,
): Promise<void> {
  const current = await planStateOf(kdb, organizationId);
  const time = (value: Date | null) => (value === null ? null : value.toISOString());
  const next = {
    plan: change.plan ?? current.plan.id,
    period: change.period ?? current.period,
    renews_at: time(change.renewsAt === undefined ? current.renewsAt : change.renewsAt),
    payment_method: change.paymentMethod === undefined ? current.paymentMethod : change.paymentMethod,
    gateway_token: change.gatewayToken === undefined ? current.gatewayToken : change.gatewayToken,
    scheduled_plan:
      change.scheduled === undefined ? (current.scheduled?.plan.id ?? null) : (change.scheduled?.plan ?? null),
    scheduled_period:
      change.scheduled === undefined ? (current.scheduled?.period ?? null) : (change.scheduled?.period ?? null),
    grace_started_at: time(change.grace === undefined ? current.graceStartedAt : (change.grace?.startedAt ?? null)),
    grace_reason: change.grace === undefined ? current.graceReason : (change.grace?.reason ?? null),
    updated_at: now.toISOString(),
  };
  if (next.plan === "free" && next.scheduled_plan === null && next.grace_started_at === null) {
    await kdb.deleteFrom("organization_plans").where("organization_id", "=", organizationId).execute();
    return;
  }
  await kdb
    .insertInto("organization_plans")
    .values({ organization_id: organizationId, ...next })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(next))
    .execute();
}

/** Every organization with a billing row, for the daily sweep. */
export async function billedOrganizations(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom("organization_plans").select("organization_id").execute();
  return rows.map((row) => row.organization_id);
}
