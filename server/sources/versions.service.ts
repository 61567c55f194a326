import { FILE_MESSAGES } from "@common/messages";
import type { FileVersion, SiteFile, UpdateContentInput } from "@common/schemas/files";
import { requireSiteAccess } from "../auth/site-access";
import { isoTime, isUniqueViolation } from "../db/values";
import { AppError } from "../errors";
import { checkContentSize, type FileContext, findFile } from "./files.service";
import { insertNextVersion, type NewVersion } from "./version-insert";

/**
 * Saves new content as the next version in one statement. With `base_version_id`, a file that moved
 * on since answers 409 with its current version, and nothing is written.
 */
export async function updateContent(
  { db, actor, siteId }: FileContext,
  fileId: string,
  input: UpdateContentInput,
): Promise<SiteFile> {
  const size = checkContentSize(input.content);
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
    if (!version) throw await whyNotSaved({ db, actor, siteId }, fileId);
    // Answer with our version even if someone saved right after us: the client's next base is ours.
    const createdAt = isoTime(version.created_at);
    return {
      id: fileId,
      organization_id: version.organization_id,
      site_id: siteId,
      full_path: version.full_path,
      file_type: version.file_type,
      is_directory: false,
      current_version_id: version.id,
      size_bytes: size,
      created_at: isoTime(version.file_created_at),
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

/** Nothing was written: say why, in the order a user would want to know. */
async function whyNotSaved({ db, actor, siteId }: FileContext, fileId: string): Promise<AppError> {
  await requireSiteAccess(db, actor, siteId);
  const file = await findFile(db.kysely, siteId, fileId);
  if (file.is_directory) return new AppError("BAD_REQUEST", FILE_MESSAGES.folderHasNoContent);
  return conflictWith(file);
}

function conflictWith(file: SiteFile): AppError {
  return new AppError("CONFLICT", FILE_MESSAGES.versionConflict, { current_version: file.current_version });
}

/** Versions of a file, newest first. */
export async function listVersions({ db, actor, siteId }: FileContext, fileId: string): Promise<FileVersion[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  await findFile(db.kysely, site.id, fileId);
  const rows = await db.kysely
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
export async function restoreVersion({ db, actor, siteId }: FileContext, fileId: string, versionId: string) {
  const site = await requireSiteAccess(db, actor, siteId);
  const version = await db.kysely
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
