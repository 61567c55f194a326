// What the billing screen reads: the active organization's plan, and what it uses of every limit.
import { COUNTED_LIMITS, type CountedLimit } from "@common/plans";
import type { Billing, PlanUsage } from "@common/schemas/billing";
import type { Db } from "../../db/create-db";
import { mediaBytesUsed, seatsTaken, siteCount, submissionsThisMonth } from "../../site/organization-usage";
import { heldLimit, type LimitsDeps, type OrganizationLimits, organizationLimits } from "../../site/storage-limits";

/** Each counted limit as it holds (`heldLimit`), against what the organization has of it. */
async function usageOf(db: Db, organizationId: string, limits: OrganizationLimits, now: Date): Promise<PlanUsage[]> {
  const entry = (limit: PlanUsage["limit"], used: number): PlanUsage => {
    const held = heldLimit(limits, limit);
    return { limit, used, included: Number.isFinite(held) ? held : null };
  };
  const used: Record<CountedLimit, () => Promise<number>> = {
    sites: () => siteCount(db, organizationId),
    members: () => seatsTaken(db, organizationId),
    mediaBytes: () => mediaBytesUsed(db, organizationId),
    submissionsPerMonth: () => submissionsThisMonth(db, organizationId, now),
  };
  return Promise.all(COUNTED_LIMITS.map(async (limit) => entry(limit, await used[limit]())));
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
