import { randomUUID } from "node:crypto";
import type { Db } from "../../db/create-db";
import type { FileJoinRow } from "./file-rows";

export type NewVersion = { id: string; version_number: number; created_at: Date | string };

// Saving is the editor's hot path, so its two statements are cached prepared statements
// (docs/decisions/004-prepared-hot-paths.md). Identifiers are quoted for PostgreSQL's camelCase columns.

const FILE_FOR_SAVE = `
select f.id, f.organization_id, f.site_id, f.full_path, f.file_type, f.is_directory, f.current_version_id,
       f.size_bytes, f.created_at, f.updated_at, f.last_modified_by,
       v.content as v_content, v.version_number as v_number, v.commit_message as v_message,
       v.created_by as v_created_by, v.created_at as v_created_at
from site_files f
left join site_file_versions v on v.id = f.current_version_id
where f.id = ? and f.site_id = ?
  and exists (select 1 from member m where m."organizationId" = f.organization_id and m."userId" = ?)`;

const INSERT_NEXT_VERSION = `
insert into site_file_versions (id, file_id, organization_id, content, version_number, commit_message, created_by)
select ?, f.id, f.organization_id, ?, coalesce(v.version_number, 0) + 1, ?, ?
from site_files f
left join site_file_versions v on v.id = f.current_version_id
where f.id = ? and f.site_id = ? and not f.is_directory
  and exists (select 1 from member m where m."organizationId" = f.organization_id and m."userId" = ?)`;

const RETURNING = " returning id, version_number, created_at";

/** The file a save goes to, if the caller is a member of its organization. */
export async function fileForSave(db: Db, userId: string, siteId: string, fileId: string) {
  const [row] = await db.prepared<FileJoinRow>("webcraft_file_for_save", FILE_FOR_SAVE, [fileId, siteId, userId]);
  return row;
}

/**
 * Adds the next version in a single statement (its own transaction), re-checking membership, that
 * the file is a file and, with `baseVersionId`, that nobody saved since. A trigger points the file at
 * the new version in the same statement. Undefined when a condition no longer held; two writers
 * racing for one number make the second fail on the unique key.
 */
export async function insertNextVersion(
  db: Db,
  target: { userId: string; siteId: string; fileId: string; baseVersionId?: string },
  change: { content: string; message: string },
): Promise<NewVersion | undefined> {
  const { userId, siteId, fileId, baseVersionId } = target;
  const params = [randomUUID(), change.content, change.message, userId, fileId, siteId, userId];
  const [version] =
    baseVersionId === undefined
      ? await db.prepared<NewVersion>("webcraft_insert_version", INSERT_NEXT_VERSION + RETURNING, params)
      : await db.prepared<NewVersion>(
          "webcraft_insert_version_if_current",
          `${INSERT_NEXT_VERSION} and f.current_version_id = ?${RETURNING}`,
          [...params, baseVersionId],
        );
  return version;
}
