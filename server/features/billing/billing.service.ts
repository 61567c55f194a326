// What the billing screen reads: the active organization's plan, and what it uses of every limit.
import type { PlanLimits } from "@common/plans";
import type { Billing, PlanUsage } from "@common/schemas/billing";
import type { Db } from "../../db/create-db";
import { mediaBytesUsed, seatsTaken, siteCount, submissionsThisMonth } from "../../site/organization-usage";
import { type LimitsDeps, organizationLimits } from "../../site/storage-limits";

/** A figure for the API: `Infinity` (no limit) travels as null. */
const included = (value: number) => (Number.isFinite(value) ? value : null);

async function usageOf(db: Db, organizationId: string, limits: PlanLimits, now: Date): Promise<PlanUsage[]> {
  return [
    { limit: "sites", used: await siteCount(db, organizationId), included: included(limits.sites) },
    { limit: "members", used: await seatsTaken(db, organizationId), included: included(limits.members) },
    { limit: "mediaBytes", used: await mediaBytesUsed(db, organizationId), included: included(limits.mediaBytes) },
    {
      limit: "submissionsPerMonth",
      used: await submissionsThisMonth(db, organizationId, now),
      included: included(limits.submissionsPerMonth),
    },
  ];
}

/** The plan, with its usage and features when the caller may see them (owners and admins). */
export async function billingOf(
  deps: LimitsDeps,
  organizationId: string,
  { full, now }: { full: boolean; now: Date },
): Promise<Billing> {
  const { plan } = await organizationLimits(deps, organizationId);
  const answer: Billing = {
    billing_enabled: deps.env.billing,
    plan: { id: plan.id, name: plan.name, monthly_cents: plan.monthlyCents },
  };
  if (!full) return answer;
  const { limits } = plan;
  return {
    ...answer,
    usage: await usageOf(deps.db, organizationId, limits, now),
    features: {
      custom_domains: limits.customDomains,
      commerce: limits.commerce,
      claims: limits.claims,
      badge_required: limits.badgeRequired,
    },
  };
}
