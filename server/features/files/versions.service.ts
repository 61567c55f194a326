import type { Kysely } from "kysely";
import { FILE_MESSAGES } from "../../../common/messages";
import type { FileVersion, SiteFile, UpdateContentInput } from "../../../common/schemas/files";
import type { Actor } from "../../auth/session";
import type { Db } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import { requireSiteAccess } from "../sites/site-access";
import { appendVersion } from "./file-writes";
import { checkContentSize, findFile } from "./files.service";

type Context = { db: Db; actor: Actor; siteId: string };

/** Locks the file row (PostgreSQL) and reads what a new version needs. */
async function lockFile(trx: Kysely<Database>, dialect: Db["dialect"], siteId: string, fileId: string) {
  let query = trx
    .selectFrom("site_files as f")
    .leftJoin("site_file_versions as v", "v.id", "f.current_version_id")
    .select(["f.id", "f.organization_id", "f.is_directory", "f.current_version_id", "v.version_number"])
    .where("f.site_id", "=", siteId)
    .where("f.id", "=", fileId);
  if (dialect === "postgres") query = query.forUpdate("f");
  const file = await query.executeTakeFirst();
  if (!file) throw new AppError("NOT_FOUND", FILE_MESSAGES.fileNotFound);
  if (file.is_directory) throw new AppError("BAD_REQUEST", FILE_MESSAGES.folderHasNoContent);
  return { ...file, current_number: Number(file.version_number ?? 0) };
}

/**
 * Saves new content as the next version. With `base_version_id`, a file that moved on since answers
 * 409 with its current version, and nothing is written.
 */
export async function updateContent(
  { db, actor, siteId }: Context,
  fileId: string,
  input: UpdateContentInput,
): Promise<SiteFile> {
  const site = await requireSiteAccess(db, actor, siteId);
  checkContentSize(input.content);
  await db.db.transaction().execute(async (trx) => {
    const file = await lockFile(trx, db.dialect, site.id, fileId);
    if (input.base_version_id !== undefined && input.base_version_id !== file.current_version_id) {
      const current = await findFile(trx, site.id, fileId);
      throw new AppError("CONFLICT", FILE_MESSAGES.versionConflict, { current_version: current.current_version });
    }
    await appendVersion(trx, file, {
      content: input.content,
      message: input.commit_message ?? "Updated content",
      userId: actor.userId,
    });
  });
  return findFile(db.db, site.id, fileId);
}

/** Versions of a file, newest first. */
export async function listVersions({ db, actor, siteId }: Context, fileId: string): Promise<FileVersion[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  await findFile(db.db, site.id, fileId);
  const rows = await db.db
    .selectFrom("site_file_versions")
    .select(["id", "content", "version_number", "commit_message", "created_by", "created_at"])
    .where("file_id", "=", fileId)
    .orderBy("version_number", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    version_number: Number(row.version_number),
    created_at: isoTime(row.created_at),
  }));
}

/** Makes an old version current again by adding it as a new version ('Restored version N'). */
export async function restoreVersion({ db, actor, siteId }: Context, fileId: string, versionId: string) {
  const site = await requireSiteAccess(db, actor, siteId);
  const version = await db.db
    .selectFrom("site_file_versions")
    .select(["content", "version_number"])
    .where("id", "=", versionId)
    .where("file_id", "=", fileId)
    .where("organization_id", "=", site.organization_id)
    .executeTakeFirst();
  if (!version) throw new AppError("NOT_FOUND", FILE_MESSAGES.versionNotFound);
  return updateContent({ db, actor, siteId }, fileId, {
    content: version.content ?? "",
    commit_message: `Restored version ${version.version_number}`,
  });
}
