import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/** Sites, their files and every version of every file (docs/product.md#files-and-paths, #history). */
export function siteTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const now = dialect === "postgres" ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("sites")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("live_deployment_id", "text")
        .addColumn("published_at", time)
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", time, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createIndex("sites_organization_idx")
        .on("sites")
        .columns(["organization_id", "updated_at"])
        .execute();

      await db.schema
        .createTable("site_files")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("full_path", "text", (c) => c.notNull())
        .addColumn("file_type", "text", (c) => c.notNull())
        .addColumn("is_directory", bool, (c) => c.notNull())
        .addColumn("current_version_id", "text")
        .addColumn("size_bytes", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", time, (c) => c.notNull().defaultTo(now))
        .addColumn("last_modified_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addUniqueConstraint("site_files_site_path_unique", ["site_id", "full_path"])
        .execute();

      await db.schema
        .createTable("site_file_versions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("file_id", "text", (c) => c.notNull().references("site_files.id").onDelete("cascade"))
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("content", "text")
        .addColumn("version_number", "integer", (c) => c.notNull())
        .addColumn("commit_message", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint("site_file_versions_number_unique", ["file_id", "version_number"])
        .execute();
      await makeNewVersionsCurrent(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres")
        await sql`drop function if exists site_file_versions_make_current cascade`.execute(db);
      for (const table of ["site_file_versions", "site_files", "sites"]) await db.schema.dropTable(table).execute();
    },
  };
}

/**
 * Writing a version and pointing its file at it are one statement's work: the database moves the
 * pointer (and size, time, author) whenever a version row arrives, so no code path can forget it.
 */
async function makeNewVersionsCurrent(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "sqlite") {
    await sql`
      create trigger site_file_versions_make_current after insert on site_file_versions
      begin
        update site_files
        set current_version_id = new.id,
            size_bytes = coalesce(length(cast(new.content as blob)), 0),
            updated_at = new.created_at,
            last_modified_by = new.created_by
        where id = new.file_id;
      end`.execute(db);
    return;
  }
  await sql`
    create function site_file_versions_make_current() returns trigger language plpgsql as $$
    begin
      update site_files
      set current_version_id = new.id,
          size_bytes = coalesce(octet_length(new.content), 0),
          updated_at = new.created_at,
          last_modified_by = new.created_by
      where id = new.file_id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger site_file_versions_make_current after insert on site_file_versions
    for each row execute function site_file_versions_make_current()`.execute(db);
}
