import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Claim links of sites an agency builds for a client (docs/product.md#claiming-a-site): one row per link
 * made, holding only the SHA-256 of its token. A site has at most one `open` link; making a new one marks
 * the previous `replaced`, and a claim marks it `claimed` with who took the site and into which
 * organization. `agency_organization_id` is the organization that made the link and is not a tenant
 * column: the row stays the agency's record of the hand-over after the site has moved.
 */
export function siteClaims(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_claims")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("agency_organization_id", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("emailed_to", "text")
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("expires_at", time, (c) => c.notNull())
        .addColumn("claimed_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("claimed_at", time)
        .addColumn("receiving_organization_id", "text")
        .execute();
      await db.schema.createIndex("site_claims_site_status").on("site_claims").columns(["site_id", "status"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("site_claims").execute();
    },
  };
}
