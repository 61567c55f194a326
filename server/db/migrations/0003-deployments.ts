import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Immutable deployments of a site (built files, pre-compressed once), the source versions each was
 * built from (for "unpublished changes"), and short-lived preview snapshots of unsaved edits.
 */
export function deploymentTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const bytes = dialect === "postgres" ? "bytea" : "blob";
  const now = dialect === "postgres" ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("deployments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
        .addColumn("page_count", "integer", (c) => c.notNull())
        .addColumn("file_count", "integer", (c) => c.notNull())
        .addColumn("total_bytes", "integer", (c) => c.notNull())
        .addColumn("pages", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("deployments_site_idx")
        .on("deployments")
        .columns(["site_id", "created_at"])
        .execute();

      await db.schema
        .createTable("deployment_files")
        .addColumn("deployment_id", "text", (c) => c.notNull().references("deployments.id").onDelete("cascade"))
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("etag", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("content", bytes, (c) => c.notNull())
        .addColumn("gzip", bytes)
        .addColumn("br", bytes)
        .addPrimaryKeyConstraint("deployment_files_pk", ["deployment_id", "path"])
        .execute();

      await db.schema
        .createTable("deployment_sources")
        .addColumn("deployment_id", "text", (c) => c.notNull().references("deployments.id").onDelete("cascade"))
        .addColumn("full_path", "text", (c) => c.notNull())
        .addColumn("version_id", "text")
        .addColumn("content_hash", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("deployment_sources_pk", ["deployment_id", "full_path"])
        .execute();

      await db.schema
        .createTable("preview_snapshots")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("page_path", "text", (c) => c.notNull())
        .addColumn("overrides", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("expires_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("preview_snapshots_expiry_idx")
        .on("preview_snapshots")
        .column("expires_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["preview_snapshots", "deployment_sources", "deployment_files", "deployments"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
