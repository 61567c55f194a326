import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Custom domains of a site (docs/product.md#custom-domains): a hostname, the token its TXT record must
 * hold, whether that record was found, and which verified one is the site's primary address. Several
 * sites may claim a hostname while it is pending; only one may hold it verified, and a site has at most
 * one primary.
 */
export function siteDomains(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const no = dialect === "postgres" ? sql`false` : sql`0`;
  const now = dialect === "postgres" ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_domains")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("hostname", "text", (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("is_primary", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("check_message", "text")
        .addColumn("checked_at", time)
        .addColumn("verified_at", time)
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint("site_domains_site_hostname_unique", ["site_id", "hostname"])
        .execute();
      // The hosting looks a Host up among the verified domains; the partial indexes hold the two rules.
      await sql`create unique index site_domains_verified_hostname on site_domains (hostname) where status = 'verified'`.execute(
        db,
      );
      await sql`create unique index site_domains_one_primary on site_domains (site_id) where is_primary`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("site_domains").execute();
    },
  };
}
