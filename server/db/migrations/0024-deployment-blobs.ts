import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../create-db";

const COLUMNS = "deployment_id, path, content_type, etag, size, content, gzip, br";

/**
 * A deployment's built files may keep their bytes in the blob store, the row holding their keys
 * (`content_key`, `gzip_key`, `br_key`) and no bytes: where several processes share PostgreSQL and a
 * bucket, the database then does not grow with every publish. The keys are indexed for the blob sweep,
 * which asks whether any row still holds a key. SQLite cannot drop a NOT NULL, so its table is made again.
 */
export function deploymentBlobs(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await sql`alter table deployment_files alter column content drop not null`.execute(db);
        for (const column of ["content_key", "gzip_key", "br_key"]) {
          await db.schema.alterTable("deployment_files").addColumn(column, "text").execute();
        }
      } else {
        await db.schema
          .createTable("deployment_files_next")
          .addColumn("deployment_id", "text", (c) => c.notNull().references("deployments.id").onDelete("cascade"))
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("content_type", "text", (c) => c.notNull())
          .addColumn("etag", "text", (c) => c.notNull())
          .addColumn("size", "integer", (c) => c.notNull())
          .addColumn("content", "blob")
          .addColumn("gzip", "blob")
          .addColumn("br", "blob")
          .addColumn("content_key", "text")
          .addColumn("gzip_key", "text")
          .addColumn("br_key", "text")
          .addPrimaryKeyConstraint("deployment_files_next_pk", ["deployment_id", "path"])
          .execute();
        await sql
          .raw(`insert into deployment_files_next (${COLUMNS}) select ${COLUMNS} from deployment_files`)
          .execute(db);
        await db.schema.dropTable("deployment_files").execute();
        await db.schema.alterTable("deployment_files_next").renameTo("deployment_files").execute();
      }
      for (const column of ["content_key", "gzip_key", "br_key"]) {
        await db.schema.createIndex(`deployment_files_${column}_idx`).on("deployment_files").column(column).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      // Bytes already in the blob store are not brought back by SQL: going back is refused while any are.
      const moved = await sql`select 1 from deployment_files where content is null limit 1`.execute(db);
      if (moved.rows.length > 0) throw new Error("Some deployment files keep their bytes in the blob store");
      for (const column of ["content_key", "gzip_key", "br_key"]) {
        await db.schema.dropIndex(`deployment_files_${column}_idx`).execute();
        await db.schema.alterTable("deployment_files").dropColumn(column).execute();
      }
    },
  };
}
