// What the billing screen reads: the active organization's plan, and what it uses of every limit.
import type { Billing, PlanUsage } from "@common/schemas/billing";
import type { Db } from "../../db/create-db";
import { mediaBytesUsed, seatsTaken, siteCount, submissionsThisMonth } from "../../site/organization-usage";
import { type LimitsDeps, type OrganizationLimits, organizationLimits } from "../../site/storage-limits";

/** A figure for the API: `Infinity` (no limit) travels as null. */
const included = (value: number) => (Number.isFinite(value) ? value : null);

/** Each counted limit as it holds: the plan's figure, or this installation's bound where that is lower. */
async function usageOf(db: Db, organizationId: string, all: OrganizationLimits, now: Date): Promise<PlanUsage[]> {
  const plan = all.plan.limits;
  const sites = Math.min(plan.sites, all.sitesPerOrganization);
  const media = Math.min(plan.mediaBytes, all.mediaBytes);
  return [
    { limit: "sites", used: await siteCount(db, organizationId), included: included(sites) },
    { limit: "members", used: await seatsTaken(db, organizationId), included: included(plan.members) },
    { limit: "mediaBytes", used: await mediaBytesUsed(db, organizationId), included: included(media) },
    {
      limit: "submissionsPerMonth",
      used: await submissionsThisMonth(db, organizationId, now),
      included: included(plan.submissionsPerMonth),
    },
  ];
}

/** The plan, with its usage and features when the caller may see them (owners and admins). */
export async function billingOf(
  deps: LimitsDeps,
  organizationId: string,
  { full, now }: { full: boolean; now: Date },
): Promise<Billing> {
  const limits = await organizationLimits(deps, organizationId);
  const { plan } = limits;
  const answer: Billing = {
    billing_enabled: deps.env.billing,
    plan: { id: plan.id, name: plan.name, monthly_cents: plan.monthlyCents },
  };
  if (!full) return answer;
  return {
    ...answer,
    usage: await usageOf(deps.db, organizationId, limits, now),
    features: {
      custom_domains: plan.limits.customDomains,
      commerce: plan.limits.commerce,
      claims: plan.limits.claims,
      badge_required: plan.limits.badgeRequired,
    },
  };
}
