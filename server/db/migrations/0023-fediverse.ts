import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * A site's blog on the fediverse (docs/product.md#fediverse):
 * - `site_federation`: whether the site is an ActivityPub actor, its handle and profile, its key pairs (JWK,
 *   never sent anywhere but the public halves), and when it was turned off (its actor then answers 410);
 * - `fediverse_followers`: who follows it (accepted, or waiting for approval), with their inboxes, and since
 *   when their server has not answered (a follower gone for 7 days is dropped);
 * - `fediverse_interactions`: replies, likes and boosts of its posts, and the site's own answers;
 * - `fediverse_blocks`: actors and whole servers whose activities are refused;
 * - `fediverse_activities`: what the site has sent (its outbox), and `fediverse_deliveries`, each inbox an
 *   activity went to with its attempts and last error (the delivery log);
 * - `fediverse_posts`: which version of each post the followers were last told about;
 * - `fediverse_kv`: the federation library's own cache (remote keys, activities already seen).
 */
export function fediverse(dialect: Dialect): Migration {
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const no = dialect === "postgres" ? false : 0;
  const siteRef = "sites.id";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_federation")
        .addColumn("site_id", "text", (c) => c.primaryKey().references(siteRef).onDelete("cascade"))
        .addColumn("enabled", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("handle", "text", (c) => c.notNull())
        .addColumn("display_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("avatar_media_id", "text")
        .addColumn("header_media_id", "text")
        .addColumn("approve_follows", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("show_replies", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("key_pairs", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addColumn("disabled_at", time)
        .execute();
      await db.schema
        .createTable("fediverse_followers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references(siteRef).onDelete("cascade"))
        .addColumn("actor_id", "text", (c) => c.notNull())
        .addColumn("handle", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("server", "text", (c) => c.notNull())
        .addColumn("inbox", "text", (c) => c.notNull())
        .addColumn("shared_inbox", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("follow_id", "text", (c) => c.notNull())
        .addColumn("unreachable_since", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addUniqueConstraint("fediverse_followers_once", ["site_id", "actor_id"])
        .execute();
      await db.schema
        .createTable("fediverse_interactions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references(siteRef).onDelete("cascade"))
        .addColumn("post_id", "text")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("activity_id", "text", (c) => c.notNull())
        .addColumn("object_id", "text")
        .addColumn("in_reply_to", "text")
        .addColumn("actor_id", "text", (c) => c.notNull())
        .addColumn("actor_handle", "text", (c) => c.notNull())
        .addColumn("actor_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("content_html", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("by_site", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addUniqueConstraint("fediverse_interactions_once", ["site_id", "activity_id"])
        .execute();
      await db.schema
        .createIndex("fediverse_interactions_by_post")
        .on("fediverse_interactions")
        .columns(["site_id", "post_id", "created_at"])
        .execute();
      await db.schema
        .createTable("fediverse_blocks")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references(siteRef).onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addUniqueConstraint("fediverse_blocks_once", ["site_id", "kind", "value"])
        .execute();
      await db.schema
        .createTable("fediverse_activities")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references(siteRef).onDelete("cascade"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("post_id", "text")
        .addColumn("json", "text", (c) => c.notNull())
        .addColumn("public", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("published_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("fediverse_activities_by_site")
        .on("fediverse_activities")
        .columns(["site_id", "published_at"])
        .execute();
      await db.schema
        .createTable("fediverse_deliveries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references(siteRef).onDelete("cascade"))
        .addColumn("activity_id", "text", (c) => c.notNull().references("fediverse_activities.id").onDelete("cascade"))
        .addColumn("inbox", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("fediverse_deliveries_by_site")
        .on("fediverse_deliveries")
        .columns(["site_id", "created_at"])
        .execute();
      await db.schema
        .createTable("fediverse_posts")
        .addColumn("site_id", "text", (c) => c.notNull().references(siteRef).onDelete("cascade"))
        .addColumn("post_id", "text", (c) => c.notNull())
        .addColumn("version", "text", (c) => c.notNull())
        .addColumn("announced_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("fediverse_posts_key", ["site_id", "post_id"])
        .execute();
      await db.schema
        .createTable("fediverse_kv")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expires_at", time)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "fediverse_kv",
        "fediverse_posts",
        "fediverse_deliveries",
        "fediverse_activities",
        "fediverse_blocks",
        "fediverse_interactions",
        "fediverse_followers",
        "site_federation",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
