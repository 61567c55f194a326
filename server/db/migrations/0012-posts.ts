import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * A site's blog posts (docs/product.md#blog-posts): `posts` holds each post as it stands, its body as
 * ProseMirror JSON and, beside it, the sanitised HTML rendered from it at save time, so the published site
 * never renders on read; `post_tags` one row per tag of a post, for the list's tag filter and the site's
 * tag list; `post_revisions` the saved states, numbered per post, the newest being the post as it stands.
 * The list reads a site's posts (of one status or all) by last change, a page at a time by (updated_at,
 * id); the published site reads its published posts newest first; the due-posts sweep reads scheduled
 * posts by their time.
 */
export function postTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("posts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("title_search", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("cover_image", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("scheduled_at", time)
        .addColumn("published_at", time)
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("html", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addUniqueConstraint("posts_site_slug_unique", ["site_id", "slug"])
        .execute();
      await db.schema.createIndex("posts_site_updated").on("posts").columns(["site_id", "updated_at", "id"]).execute();
      await db.schema
        .createIndex("posts_site_status_updated")
        .on("posts")
        .columns(["site_id", "status", "updated_at", "id"])
        .execute();
      await db.schema
        .createIndex("posts_site_status_published")
        .on("posts")
        .columns(["site_id", "status", "published_at"])
        .execute();
      await db.schema.createIndex("posts_status_scheduled").on("posts").columns(["status", "scheduled_at"]).execute();
      await db.schema
        .createTable("post_tags")
        .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("tag", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("post_tags_pk", ["post_id", "tag"])
        .execute();
      await db.schema.createIndex("post_tags_site_tag").on("post_tags").columns(["site_id", "tag"]).execute();
      await db.schema
        .createTable("post_revisions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("excerpt", "text", (c) => c.notNull())
        .addColumn("cover_image", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull())
        /** Autosaves join the author's latest revision while it is recent: this is when it last took one. */
        .addColumn("updated_at", time, (c) => c.notNull())
        .addUniqueConstraint("post_revisions_post_number_unique", ["post_id", "number"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("post_revisions").execute();
      await db.schema.dropTable("post_tags").execute();
      await db.schema.dropTable("posts").execute();
    },
  };
}
