import { DEFAULT_STORAGE_LIMITS, STORAGE_LIMIT_MESSAGES, type StorageLimits } from "@common/storage-limits";
import type { Kysely } from "kysely";
import type { Db } from "../db/create-db";
import type { Database } from "../db/schema";
import { AppError } from "../errors";

/**
 * The storage limits of an organization. Every organization has the defaults today; this is the one
 * place a plan will choose its own (hence the database and the organization, unused for now).
 */
export async function storageLimitsFor(_db: Db, _organizationId: string): Promise<StorageLimits> {
  return DEFAULT_STORAGE_LIMITS;
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
