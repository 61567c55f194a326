import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Site settings beyond name and slug (docs/product.md#site-settings):
 * - `seo`: the defaults published pages carry (JSON: title, description, language, favicon, social image);
 * - `access_hash` and `access_version`: a password-protected site's scrypt hash, and a random value that
 *   every visitor's access cookie is signed with, replaced with each new password so old cookies stop working;
 * - `site_slug_redirects`: the addresses a site answered at before a slug change, redirected for 30 days;
 * - `site_unlock_attempts`: password tries per site and visitor address, for the rate limit.
 */
export function siteSettings(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("sites")
        .addColumn("seo", "text", (c) => c.notNull().defaultTo("{}"))
        .execute();
      await db.schema.alterTable("sites").addColumn("access_hash", "text").execute();
      await db.schema.alterTable("sites").addColumn("access_version", "text").execute();
      await db.schema
        .createTable("site_slug_redirects")
        .addColumn("slug", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("expires_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("site_slug_redirects_site").on("site_slug_redirects").column("site_id").execute();
      await db.schema
        .createTable("site_unlock_attempts")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("window_started_at", time, (c) => c.notNull())
        .execute();
      await sql`create index site_unlock_attempts_site on site_unlock_attempts (site_id)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("site_unlock_attempts").execute();
      await db.schema.dropTable("site_slug_redirects").execute();
      await db.schema.alterTable("sites").dropColumn("access_version").execute();
      await db.schema.alterTable("sites").dropColumn("access_hash").execute();
      await db.schema.alterTable("sites").dropColumn("seo").execute();
    },
  };
}
