import type { Kysely, Migration } from "kysely";

/**
 * First-party visit counts of published sites (docs/product.md#analytics):
 * - `site_views`: page views added up per site, UTC day, path, referring host ('' for none or the site
 *   itself) and device class; each flush adds its counts to the row (an upsert);
 * - `site_visitors`: one row per site, day and visitor, the visitor being a hash of address and user agent
 *   salted with that day's salt, so the rows count unique visitors and nothing else;
 * - `analytics_salts`: the salt of today and tomorrow, random, deleted once its day is over, after which
 *   nobody can tell whose hash a row holds;
 * - `sites.whatsapp_number` and `sites.show_badge`: where `/_go/whatsapp` leads, and whether the
 *   published site shows the "Made with Webcraft" badge.
 */
export function analyticsTables(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_views")
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("referrer_host", "text", (c) => c.notNull())
        .addColumn("device", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("site_views_key", ["site_id", "day", "path", "referrer_host", "device"])
        .execute();
      await db.schema
        .createTable("site_visitors")
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("visitor", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("site_visitors_key", ["site_id", "day", "visitor"])
        .execute();
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("salt", "text", (c) => c.notNull())
        .execute();
      await db.schema.alterTable("sites").addColumn("whatsapp_number", "text").execute();
      await db.schema
        .alterTable("sites")
        .addColumn("show_badge", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("sites").dropColumn("show_badge").execute();
      await db.schema.alterTable("sites").dropColumn("whatsapp_number").execute();
      await db.schema.dropTable("analytics_salts").execute();
      await db.schema.dropTable("site_visitors").execute();
      await db.schema.dropTable("site_views").execute();
    },
  };
}
