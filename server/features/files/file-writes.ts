import { randomUUID } from "node:crypto";
import { ancestorFolders, baseName, byteLength, fileTypeOf, parentPath } from "@common/files";
import { FILE_MESSAGES } from "@common/messages";
import type { Kysely } from "kysely";
import type { Dialect } from "../../db/create-db";
import { lockUntilCommit } from "../../db/locks";
import type { Database } from "../../db/schema";
import { dbBool, nowIso } from "../../db/values";
import { AppError } from "../../errors";

export type FileTarget = { organizationId: string; siteId: string; userId: string | null };

/** Inserts a file row and, for a file, its first version; returns the new file's id. */
export async function insertFile(
  trx: Kysely<Database>,
  dialect: Dialect,
  target: FileTarget,
  file: { path: string; isDirectory: boolean; content?: string; message: string },
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  const content = file.isDirectory ? null : (file.content ?? "");
  await trx
    .insertInto("site_files")
    .values({
      id,
      organization_id: target.organizationId,
      site_id: target.siteId,
      full_path: file.path,
      file_type: fileTypeOf(file.path, file.isDirectory),
      is_directory: dbBool(dialect, file.isDirectory),
      current_version_id: null,
      size_bytes: content === null ? 0 : byteLength(content),
      created_at: now,
      updated_at: now,
      last_modified_by: target.userId,
    })
    .execute();
  if (content !== null) {
    const versionId = randomUUID();
    await trx
      .insertInto("site_file_versions")
      .values({
        id: versionId,
        file_id: id,
        organization_id: target.organizationId,
        content,
        version_number: 1,
        commit_message: file.message,
        created_by: target.userId,
        created_at: now,
      })
      .execute();
  }
  return id;
}

/** Creates the folders above `paths` that do not exist yet (the tree never has orphans). */
export async function ensureFolders(trx: Kysely<Database>, dialect: Dialect, target: FileTarget, folders: string[]) {
  if (folders.length === 0) return;
  const existing = await trx
    .selectFrom("site_files")
    .select("full_path")
    .where("site_id", "=", target.siteId)
    .where("full_path", "in", folders)
    .execute();
  const have = new Set(existing.map((row) => row.full_path));
  for (const folder of folders) {
    if (have.has(folder)) continue;
    await insertFile(trx, dialect, target, { path: folder, isDirectory: true, message: "Created folder" });
    have.add(folder);
  }
}

/**
 * Makes `path` ready to be written inside a transaction: a 409 with `takenMessage` when something is
 * already there, a 409 when a file and a folder would share a name (a file `a` beside a folder `a/`,
 * or anything under `a/` while `a` is a file), and the folders above it created when missing.
 * `vacated` is a file the same transaction moves away, so `a` may be renamed to `a/a`.
 */
export async function claimPath(
  trx: Kysely<Database>,
  dialect: Dialect,
  target: FileTarget,
  path: string,
  takenMessage: string,
  vacated?: string,
): Promise<void> {
  // Unique keys cannot see a file and a folder of one name (`a` and `a/` differ): writers take turns.
  await lockUntilCommit(trx, dialect, `site-paths:${target.siteId}`);
  const twin = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
  const filesAbove = ancestorFolders(path).map((folder) => folder.slice(0, -1));
  const rows = await trx
    .selectFrom("site_files")
    .select("full_path")
    .where("site_id", "=", target.siteId)
    .where("full_path", "in", [path, twin, ...filesAbove])
    .execute();
  const taken = new Set(rows.map((row) => row.full_path));
  if (taken.has(path)) throw new AppError("CONFLICT", takenMessage);
  if (taken.has(twin)) {
    const message = path.endsWith("/") ? FILE_MESSAGES.fileHasThatName : FILE_MESSAGES.folderHasThatName;
    throw new AppError("CONFLICT", message(baseName(path), parentPath(path)));
  }
  const file = filesAbove.find((above) => taken.has(above) && above !== vacated);
  if (file !== undefined) throw new AppError("CONFLICT", FILE_MESSAGES.fileIsNotFolder(file, path));
  await ensureFolders(trx, dialect, target, ancestorFolders(path));
}
