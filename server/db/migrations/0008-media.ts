import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * The media library (docs/product.md#media-library): one row per file a site serves at `/media/{path}`,
 * its bytes in the blob store (the processed original, a thumbnail and, for large images, WebP variants
 * at fixed widths, as JSON), and the earlier versions a replace keeps so they can be restored.
 */
export function mediaTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const now = dialect === "postgres" ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const file = (table: string) => (builder: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    builder
      .addColumn("blob_key", "text", (c) => c.notNull())
      .addColumn("mime", "text", (c) => c.notNull())
      .addColumn("size_bytes", "integer", (c) => c.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("thumbnail_key", "text")
      .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
      .$call((b) => (table === "media_files" ? b.addColumn("updated_at", time, (c) => c.notNull().defaultTo(now)) : b));
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("media_files")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
        .addUniqueConstraint("media_files_site_path_unique", ["site_id", "path"])
        .$call(file("media_files"))
        .execute();
      await db.schema
        .createTable("media_versions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("media_id", "text", (c) => c.notNull().references("media_files.id").onDelete("cascade"))
        .$call(file("media_versions"))
        .execute();
      await db.schema.createIndex("media_versions_media_idx").on("media_versions").column("media_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("media_versions").execute();
      await db.schema.dropTable("media_files").execute();
    },
  };
}
