import { randomUUID } from "node:crypto";
import type { Db } from "../db/create-db";

/** The new version, with the file facts the save's answer needs (read in the same statement). */
export type NewVersion = {
  id: string;
  version_number: number;
  created_at: Date | string;
  organization_id: string;
  full_path: string;
  file_type: string;
  file_created_at: Date | string;
};

// Saving is the editor's hot path: one cached prepared statement (docs/decisions/004-prepared-hot-paths.md).
// Identifiers are quoted for PostgreSQL's camelCase columns.
const INSERT_NEXT_VERSION = `
insert into site_file_versions (id, file_id, organization_id, content, version_number, commit_message, created_by)
select ?, f.id, f.organization_id, ?, coalesce(v.version_number, 0) + 1, ?, ?
from site_files f
left join site_file_versions v on v.id = f.current_version_id
where f.id = ? and f.site_id = ? and not f.is_directory
  and exists (select 1 from member m where m."organizationId" = f.organization_id and m."userId" = ?)`;

const FILE_FACT = (column: string, as: string) =>
  `(select s.${column} from site_files s where s.id = site_file_versions.file_id) as ${as}`;

const RETURNING = ` returning id, version_number, created_at, organization_id, ${FILE_FACT("full_path", "full_path")}, ${FILE_FACT("file_type", "file_type")}, ${FILE_FACT("created_at", "file_created_at")}`;

/**
 * Adds the next version in a single statement (its own transaction), checking the caller's
 * membership, that the file is a file and, with `baseVersionId`, that nobody saved since. A trigger
 * points the file at the new version in the same statement. Undefined when a condition did not hold;
 * two writers racing for one number make the second fail on the unique key.
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
