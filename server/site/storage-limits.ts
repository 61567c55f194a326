import { MEDIA_ORGANIZATION_MAX_BYTES } from "@common/media";
import {
  type CountedLimit,
  PLANS,
  type Plan,
  type PlanId,
  type PlanLimit,
  planLimitMessage,
  SELF_HOSTED_PLAN,
} from "@common/plans";
import { DEFAULT_STORAGE_LIMITS, STORAGE_LIMIT_MESSAGES, type StorageLimits } from "@common/storage-limits";
import type { Kysely } from "kysely";
import type { Db } from "../db/create-db";
import type { Database } from "../db/schema";
import type { Env } from "../env";
import { AppError } from "../errors";

/** What `organizationLimits` reads: the database, and whether this installation bills (BILLING). */
export type LimitsDeps = { db: Db; env: Pick<Env, "billing"> };

/**
 * Everything one organization may have: this installation's storage bounds, and its plan's limits.
 * `mediaBytes` is the installation's own bound on an organization's media, which holds while billing
 * is off; where billing is on, the plan's figure takes its place.
 */
export type OrganizationLimits = StorageLimits & { mediaBytes: number; plan: Plan };

/**
 * The one place an organization's limits come from, so no caller learns about plans: the storage
 * bounds every organization shares, and the plan it is on (Self-hosted while billing is off; where it
 * is on, its paid plan, else Free).
 */
export async function organizationLimits({ db, env }: LimitsDeps, organizationId: string): Promise<OrganizationLimits> {
  const mediaBytes = env.billing ? Number.POSITIVE_INFINITY : MEDIA_ORGANIZATION_MAX_BYTES;
  return { ...DEFAULT_STORAGE_LIMITS, mediaBytes, plan: await planOf(db, env.billing, organizationId) };
}

async function planOf({ kysely }: Db, billing: boolean, organizationId: string): Promise<Plan> {
  if (!billing) return SELF_HOSTED_PLAN;
  const row = await kysely
    .selectFrom("organization_plans")
    .select("plan")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row && Object.hasOwn(PLANS, row.plan) ? PLANS[row.plan as PlanId] : PLANS.free;
}

/**
 * The figure that holds for a counted limit: the plan's, or this installation's bound where that is
 * lower (sites and media while billing is off). `Infinity`: no limit.
 */
export function heldLimit(limits: OrganizationLimits, limit: CountedLimit): number {
  const planned = limits.plan.limits[limit];
  if (limit === "sites") return Math.min(planned, limits.sitesPerOrganization);
  if (limit === "mediaBytes") return Math.min(planned, limits.mediaBytes);
  return planned;
}

/**
 * Refuses (402) what the plan does not include, in words that name the plan that does: a feature
 * (`customDomains`), or a counted thing whose total would come to `after`, past the plan's figure.
 */
export function refuseOverPlan(limits: OrganizationLimits, limit: PlanLimit, after = 0): void {
  const allowed = limits.plan.limits[limit];
  const over = typeof allowed === "boolean" ? !allowed : after > allowed;
  if (over) throw new AppError("PLAN_LIMIT", planLimitMessage(limits.plan, limit));
}

/** A deployment's published output past its limit is refused before anything is compressed or stored. */
export function refuseOversizedDeployment(bytes: number, limits: StorageLimits): void {
  if (bytes > limits.deploymentBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", STORAGE_LIMIT_MESSAGES.deploymentTooLarge(bytes, limits.deploymentBytes));
  }
}

/** A site's deployments newest first; publishing and pruning must agree on which ones are kept. */
export function newestDeployments(kdb: Kysely<Database>, siteId: string) {
  return kdb
    .selectFrom("deployments")
    .where("site_id", "=", siteId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

type Publish = { organizationId: string; siteId: string; bytes: number };

/**
 * Refuses (413) a publish that would take the organization's kept deployments past its limit. What
 * counts is what the publish leaves behind: the new deployment, the site's newest others up to the
 * kept number, and every other site's deployments.
 */
export async function refuseOverOrganizationLimit(
  kdb: Kysely<Database>,
  { organizationId, siteId, bytes }: Publish,
  limits: StorageLimits,
): Promise<void> {
  const otherSites = await kdb
    .selectFrom("deployments")
    .select((eb) => eb.fn.sum<number | string | null>("total_bytes").as("bytes"))
    .where("organization_id", "=", organizationId)
    .where("site_id", "!=", siteId)
    .executeTakeFirst();
  const thisSite = await newestDeployments(kdb, siteId).select("total_bytes").execute();
  const others = Number(otherSites?.bytes ?? 0);
  const sizes = thisSite.map((row) => Number(row.total_bytes));
  const used = others + sizes.reduce((sum, size) => sum + size, 0);
  const kept = sizes.slice(0, limits.deploymentsKeptPerSite - 1).reduce((sum, size) => sum + size, 0);
  const after = others + kept + bytes;
  if (after > limits.organizationPublishedBytes) {
    const message = STORAGE_LIMIT_MESSAGES.organizationFull(used, after, limits.organizationPublishedBytes);
    throw new AppError("PAYLOAD_TOO_LARGE", message);
  }
}
