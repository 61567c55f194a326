import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * The media library's organising and limits (docs/product.md#media-library): `media_upload_slots` holds
 * one row per upload being processed, so that an organization's limit on uploads at once holds across
 * every app process; a row older than a few minutes is a crashed process's and no longer counts.
 */
export function mediaLibrary(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("media_upload_slots")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("started_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("media_upload_slots_organization")
        .on("media_upload_slots")
        .column("organization_id")
        .execute();
      // The organization's usage sums its files' sizes; the library lists a site's files.
      await db.schema.createIndex("media_files_organization").on("media_files").column("organization_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("media_files_organization").execute();
      await db.schema.dropTable("media_upload_slots").execute();
    },
  };
}
