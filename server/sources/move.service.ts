import { baseName } from "@common/files";
import { FILE_MESSAGES } from "@common/messages";
import type { MoveFileInput, SiteFile } from "@common/schemas/files";
import type { Kysely } from "kysely";
import { requireSiteAccess } from "../auth/site-access";
import type { Db } from "../db/create-db";
import type { Database } from "../db/schema";
import { nowIso } from "../db/values";
import { AppError } from "../errors";
import { byPath, selectFiles, toSiteFile } from "./file-rows";
import { claimPath, type FileTarget, insertFile } from "./file-writes";
import { type FileContext, findFile, orConflict, validPath } from "./files.service";

/**
 * Moves (renames) a file or folder to `new_path`, or copies it when `copy` is set. A folder takes
 * everything inside it along. Answers the moved file or the new copy.
 */
export async function moveFile(
  { db, actor, siteId }: FileContext,
  fileId: string,
  input: MoveFileInput,
): Promise<SiteFile> {
  const site = await requireSiteAccess(db, actor, siteId);
  const source = await findFile(db.kysely, site.id, fileId, FILE_MESSAGES.sourceNotFound);
  const destination = validPath(input.new_path, source.is_directory);
  if (destination === source.full_path && !input.copy) return source;
  if (source.is_directory && destination.startsWith(source.full_path)) {
    throw new AppError("BAD_REQUEST", FILE_MESSAGES.moveIntoOwnSubdirectory);
  }
  const target: FileTarget = { organizationId: site.organization_id, siteId: site.id, userId: actor.userId };
  const work = db.kysely.transaction().execute(async (trx) => {
    const taken = FILE_MESSAGES.existsAtDestination(baseName(destination));
    await claimPath(trx, db.dialect, target, destination, taken, input.copy ? undefined : source.full_path);
    const family = await withDescendants(trx, db, site.id, source);
    return input.copy
      ? copyAll(trx, db, target, family, source, destination)
      : moveAll(trx, family, source, destination, actor.userId);
  });
  const id = await orConflict(work, FILE_MESSAGES.existsAtDestination(baseName(destination)));
  return findFile(db.kysely, site.id, id);
}

type Member = ReturnType<typeof toSiteFile>;

async function withDescendants(trx: Kysely<Database>, db: Db, siteId: string, source: SiteFile): Promise<Member[]> {
  if (!source.is_directory) return [source];
  const rows = await selectFiles(trx).where("f.site_id", "=", siteId).orderBy(byPath(db.dialect)).execute();
  return rows.map(toSiteFile).filter((file) => file.full_path.startsWith(source.full_path));
}

function renamed(path: string, source: SiteFile, destination: string): string {
  return destination + path.slice(source.full_path.length);
}

async function moveAll(trx: Kysely<Database>, family: Member[], source: SiteFile, destination: string, userId: string) {
  const now = nowIso();
  for (const file of family) {
    await trx
      .updateTable("site_files")
      .set({ full_path: renamed(file.full_path, source, destination), last_modified_by: userId, updated_at: now })
      .where("id", "=", file.id)
      .execute();
  }
  return source.id;
}

async function copyAll(
  trx: Kysely<Database>,
  db: Db,
  target: FileTarget,
  family: Member[],
  source: SiteFile,
  destination: string,
) {
  let topId = "";
  for (const file of family) {
    const id = await insertFile(trx, db.dialect, target, {
      path: renamed(file.full_path, source, destination),
      isDirectory: file.is_directory,
      content: file.current_version?.content ?? "",
      message: `Copied from ${file.full_path}`,
    });
    if (file.id === source.id) topId = id;
  }
  return topId;
}
