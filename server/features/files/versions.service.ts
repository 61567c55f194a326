import { byteLength } from "../../../common/files";
import { FILE_MESSAGES } from "../../../common/messages";
import type { FileVersion, SiteFile, UpdateContentInput } from "../../../common/schemas/files";
import type { Actor } from "../../auth/session";
import type { Db } from "../../db/create-db";
import { isoTime, isUniqueViolation } from "../../db/values";
import { AppError } from "../../errors";
import { requireSiteAccess } from "../sites/site-access";
import { toSiteFile } from "./file-rows";
import { checkContentSize, findFile } from "./files.service";
import { fileForSave, insertNextVersion, type NewVersion } from "./version-insert";

type Context = { db: Db; actor: Actor; siteId: string };

/**
 * Saves new content as the next version: one read and one single-statement write. With
 * `base_version_id`, a file that moved on since answers 409 with its current version, and nothing is
 * written.
 */
export async function updateContent(
  { db, actor, siteId }: Context,
  fileId: string,
  input: UpdateContentInput,
): Promise<SiteFile> {
  checkContentSize(input.content);
  const row = await fileForSave(db, actor.userId, siteId, fileId);
  if (!row) {
    await requireSiteAccess(db, actor, siteId);
    throw new AppError("NOT_FOUND", FILE_MESSAGES.fileNotFound);
  }
  const file = toSiteFile(row);
  if (file.is_directory) throw new AppError("BAD_REQUEST", FILE_MESSAGES.folderHasNoContent);
  if (input.base_version_id !== undefined && input.base_version_id !== file.current_version_id) {
    throw conflictWith(file);
  }
  const message = input.commit_message ?? "Updated content";
  const target = { userId: actor.userId, siteId, fileId, baseVersionId: input.base_version_id };
  for (let attempt = 1; ; attempt++) {
    let version: NewVersion | undefined;
    try {
      version = await insertNextVersion(db, target, { content: input.content, message });
    } catch (error) {
      // Another writer took this version number first.
      if (!isUniqueViolation(error)) throw error;
      if (input.base_version_id === undefined && attempt < 5) continue;
    }
    // Nothing written: the file changed (or went away) between our read and our write.
    if (!version) throw conflictWith(await findFile(db.db, siteId, fileId));
    // Answer with our version even if someone saved right after us: the client's next base is ours.
    const createdAt = isoTime(version.created_at);
    return {
      ...file,
      current_version_id: version.id,
      size_bytes: byteLength(input.content),
      updated_at: createdAt,
      last_modified_by: actor.userId,
      current_version: {
        id: version.id,
        content: input.content,
        version_number: Number(version.version_number),
        commit_message: message,
        created_by: actor.userId,
        created_at: createdAt,
      },
    };
  }
}

function conflictWith(file: SiteFile): AppError {
  return new AppError("CONFLICT", FILE_MESSAGES.versionConflict, { current_version: file.current_version });
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
