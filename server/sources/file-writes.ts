import { randomUUID } from "node:crypto";
import { ancestorFolders, baseName, byteLength, fileTypeOf, parentPath } from "@common/files";
import { FILE_MESSAGES } from "@common/messages";
import type { Kysely } from "kysely";
import type { SourceFile } from "../builder/builder";
import type { Dialect } from "../db/create-db";
import { lockUntilCommit } from "../db/locks";
import type { Database } from "../db/schema";
import { dbBool, nowIso } from "../db/values";
import { AppError } from "../errors";

export type FileTarget = { organizationId: string; siteId: string; userId: string | null };

/** Where a whole set of files goes, with the database's dialect. */
export type FilesTarget = FileTarget & { dialect: Dialect };

type NewFile = { path: string; isDirectory: boolean; content?: string; message: string };

/** Rows per INSERT when many files are written at once: well under either database's limit of parameters. */
const ROWS_PER_INSERT = 200;

/** Inserts a file row and, for a file, its first version; returns the new file's id. */
export async function insertFile(
  trx: Kysely<Database>,
  dialect: Dialect,
  target: FileTarget,
  file: NewFile,
): Promise<string> {
  const [id] = await insertFiles(trx, dialect, target, [file]);
  return id as string;
}

/** Inserts many file rows and their first versions, a few hundred rows per statement; returns their ids in order. */
export async function insertFiles(
  trx: Kysely<Database>,
  dialect: Dialect,
  target: FileTarget,
  files: NewFile[],
): Promise<string[]> {
  const now = nowIso();
  const rows = files.map((file) => ({
    file,
    id: randomUUID(),
    content: file.isDirectory ? null : (file.content ?? ""),
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await trx
      .insertInto("site_files")
      .values(
        chunk.map(({ file, id, content }) => ({
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
        })),
      )
      .execute();
    const versions = chunk.flatMap(({ file, id, content }) =>
      content === null
        ? []
        : [
            {
              id: randomUUID(),
              file_id: id,
              organization_id: target.organizationId,
              content,
              version_number: 1,
              commit_message: file.message,
              created_by: target.userId,
              created_at: now,
            },
          ],
    );
    if (versions.length > 0) await trx.insertInto("site_file_versions").values(versions).execute();
  }
  return rows.map((row) => row.id);
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
  const missing = [...new Set(folders)].filter((folder) => !have.has(folder));
  await insertFiles(
    trx,
    dialect,
    target,
    missing.map((folder) => ({ path: folder, isDirectory: true, message: "Created folder" })),
  );
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

/** Writes `files` (and the folders above them) as each one's first version: a new site's, an import's. */
export function writeSourceFiles(files: SourceFile[], message = "Initial version") {
  return async (trx: Kysely<Database>, target: FilesTarget) => {
    const folders = [...new Set(files.flatMap((file) => ancestorFolders(file.path)))];
    await ensureFolders(trx, target.dialect, target, folders);
    const written = files.map((file) => ({ path: file.path, isDirectory: false, content: file.content, message }));
    await insertFiles(trx, target.dialect, target, written);
  };
}
