import type { SiteFile } from "@common/schemas/files";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Dialect } from "../db/create-db";
import type { Database, SiteFileTable } from "../db/schema";
import { isoTime } from "../db/values";

/** Files joined with their current version, ready for `toSiteFile`. */
export function selectFiles(db: Kysely<Database>) {
  return db
    .selectFrom("site_files as f")
    .leftJoin("site_file_versions as v", "v.id", "f.current_version_id")
    .select([
      "f.id",
      "f.organization_id",
      "f.site_id",
      "f.full_path",
      "f.file_type",
      "f.is_directory",
      "f.current_version_id",
      "f.size_bytes",
      "f.created_at",
      "f.updated_at",
      "f.last_modified_by",
      "v.content as v_content",
      "v.version_number as v_number",
      "v.commit_message as v_message",
      "v.created_by as v_created_by",
      "v.created_at as v_created_at",
    ]);
}

/** Paths sort byte-wise on both databases, so the tree never depends on a server's locale. */
export function byPath(dialect: Dialect) {
  return dialect === "postgres" ? sql`f.full_path collate "C"` : sql`f.full_path`;
}

/** A file row joined with its current version, as `selectFiles` returns it. */
export type FileJoinRow = Selectable<SiteFileTable> & {
  v_content: string | null;
  v_number: number | null;
  v_message: string | null;
  v_created_by: string | null;
  v_created_at: Date | string | null;
};

export function toSiteFile(row: FileJoinRow): SiteFile {
  return {
    id: row.id,
    organization_id: row.organization_id,
    site_id: row.site_id,
    full_path: row.full_path,
    file_type: row.file_type,
    is_directory: Boolean(row.is_directory),
    current_version_id: row.current_version_id,
    size_bytes: Number(row.size_bytes),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    last_modified_by: row.last_modified_by,
    current_version:
      row.current_version_id === null || row.v_number === null
        ? null
        : {
            id: row.current_version_id,
            content: row.v_content,
            version_number: Number(row.v_number),
            commit_message: row.v_message ?? "",
            created_by: row.v_created_by,
            created_at: isoTime(row.v_created_at ?? row.updated_at),
          },
  };
}
