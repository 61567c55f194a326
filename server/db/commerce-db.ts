// The commerce tables, reached one way on both databases: the `commerce` schema on PostgreSQL, the
// attached `commerce` file on SQLite (docs/decisions/027-commerce-schema.md).
import type { Kysely } from "kysely";
import type { Db } from "./create-db";
import type { CommerceDatabase } from "./schema-commerce";

export const COMMERCE_SCHEMA = "commerce";

/** Kysely over the commerce tables alone, every name qualified with the commerce schema. */
export function commerceDb(db: Pick<Db, "kysely">): Kysely<CommerceDatabase> {
  return db.kysely.withSchema(COMMERCE_SCHEMA) as unknown as Kysely<CommerceDatabase>;
}

/**
 * Deletes the shops of these sites and organizations, with their products and orders (which cascade):
 * nothing outside commerce can cascade into it, so whatever deletes a site or an organization calls this.
 */
export async function deleteCommerceOf(
  db: Pick<Db, "kysely">,
  { siteIds, organizationIds }: { siteIds: readonly string[]; organizationIds: readonly string[] },
): Promise<void> {
  if (siteIds.length > 0) await commerceDb(db).deleteFrom("stores").where("site_id", "in", siteIds).execute();
  if (organizationIds.length > 0) {
    await commerceDb(db).deleteFrom("stores").where("organization_id", "in", organizationIds).execute();
  }
}
