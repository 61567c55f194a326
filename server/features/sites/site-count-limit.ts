import { STORAGE_LIMIT_MESSAGES } from "@common/storage-limits";
import type { Kysely } from "kysely";
import type { Dialect } from "../../db/create-db";
import { lockUntilCommit } from "../../db/locks";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { type OrganizationLimits, refuseOverPlan } from "../../site/storage-limits";

/**
 * Refuses a site more in an organization that already has as many as its plan includes (402, naming
 * the plan with more) or as this installation allows any organization (403). Counted under a lock held
 * to the end of the transaction, so sites created or claimed at once cannot pass the limit together.
 */
export async function refuseSiteOverLimit(
  trx: Kysely<Database>,
  dialect: Dialect,
  organizationId: string,
  limits: OrganizationLimits,
): Promise<void> {
  await lockUntilCommit(trx, dialect, `sites-of:${organizationId}`);
  const { count } = await trx
    .selectFrom("sites")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  refuseOverPlan(limits, "sites", Number(count) + 1);
  if (Number(count) >= limits.sitesPerOrganization) {
    throw new AppError("FORBIDDEN", STORAGE_LIMIT_MESSAGES.tooManySites(limits.sitesPerOrganization));
  }
}
