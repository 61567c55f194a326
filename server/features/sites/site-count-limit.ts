import { STORAGE_LIMIT_MESSAGES } from "@common/storage-limits";
import type { Kysely } from "kysely";
import type { Dialect } from "../../db/create-db";
import { lockUntilCommit } from "../../db/locks";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Refuses (403) a site more in an organization that already has `sitesPerOrganization`. Counted under a
 * lock held to the end of the transaction, so sites created or claimed at once cannot pass the limit together.
 */
export async function refuseSiteOverLimit(
  trx: Kysely<Database>,
  dialect: Dialect,
  organizationId: string,
  sitesPerOrganization: number,
): Promise<void> {
  await lockUntilCommit(trx, dialect, `sites-of:${organizationId}`);
  const { count } = await trx
    .selectFrom("sites")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= sitesPerOrganization) {
    throw new AppError("FORBIDDEN", STORAGE_LIMIT_MESSAGES.tooManySites(sitesPerOrganization));
  }
}
