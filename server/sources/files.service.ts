import { byteLength, checkPath, MAX_FILE_BYTES } from "@common/files";
import { FILE_MESSAGES } from "@common/messages";
import type { CreateFileInput, SiteFile } from "@common/schemas/files";
import type { Kysely } from "kysely";
import type { Actor } from "../auth/session";
import { requireSiteAccess } from "../auth/site-access";
import type { Db } from "../db/create-db";
import type { Database } from "../db/schema";
import { isUniqueViolation } from "../db/values";
import { AppError } from "../errors";
import { byPath, selectFiles, toSiteFile } from "./file-rows";
import { claimPath, insertFile } from "./file-writes";

/** What every file operation works in: the database, who asks, and the site the files belong to. */
export type FileContext = { db: Db; actor: Actor; siteId: string };

/** A unique-key race (two writers creating one path) answers 409 like the checked case. */
export async function orConflict<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", message);
    throw error;
  }
}

/** Turns a path problem into a 400 in the checker's words. */
export function validPath(input: string, isDirectory: boolean): string {
  const checked = checkPath(input, isDirectory);
  if ("error" in checked) throw new AppError("VALIDATION_FAILED", checked.error);
  return checked.path;
}

/** The content's size in bytes, or a 413 past the per-file limit. */
export function checkContentSize(content: string): number {
  const size = byteLength(content);
  if (size > MAX_FILE_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", `A file may hold at most ${MAX_FILE_BYTES / 1024 / 1024} MB`);
  }
  return size;
}

/** Every file of a site ordered by full_path, each with its current version. */
export async function listFiles(
  { db, actor, siteId }: FileContext,
  options: { directories: boolean },
): Promise<SiteFile[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  let query = selectFiles(db.kysely).where("f.site_id", "=", site.id);
  if (!options.directories) query = query.where("f.is_directory", "=", db.dialect === "sqlite" ? 0 : false);
  const rows = await query.orderBy(byPath(db.dialect)).execute();
  return rows.map(toSiteFile);
}

export async function getFile({ db, actor, siteId }: FileContext, fileId: string): Promise<SiteFile> {
  const site = await requireSiteAccess(db, actor, siteId);
  return findFile(db.kysely, site.id, fileId);
}

/** One file of a site with its current version; pass the transaction when inside one. */
export async function findFile(
  kdb: Kysely<Database>,
  siteId: string,
  fileId: string,
  missing: string = FILE_MESSAGES.fileNotFound,
) {
  const row = await selectFiles(kdb).where("f.site_id", "=", siteId).where("f.id", "=", fileId).executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", missing);
  return toSiteFile(row);
}

/** Creates a file (with its first version) or a folder, and any folders above it. */
export async function createFile({ db, actor, siteId }: FileContext, input: CreateFileInput): Promise<SiteFile> {
  const site = await requireSiteAccess(db, actor, siteId);
  const path = validPath(input.full_path, input.is_directory);
  if (input.content !== undefined) checkContentSize(input.content);
  const target = { organizationId: site.organization_id, siteId: site.id, userId: actor.userId };
  const work = db.kysely.transaction().execute(async (trx) => {
    await claimPath(trx, db.dialect, target, path, FILE_MESSAGES.alreadyExists(path));
    return insertFile(trx, db.dialect, target, {
      path,
      isDirectory: input.is_directory,
      content: input.content,
      message: input.commit_message ?? "Initial version",
    });
  });
  const id = await orConflict(work, FILE_MESSAGES.alreadyExists(path));
  return findFile(db.kysely, site.id, id);
}

/** Deletes a file, or a folder with everything inside it; versions go with them. */
export async function deleteFile({ db, actor, siteId }: FileContext, fileId: string): Promise<void> {
  const site = await requireSiteAccess(db, actor, siteId);
  const file = await findFile(db.kysely, site.id, fileId);
  await db.kysely.transaction().execute(async (trx) => {
    let query = trx.deleteFrom("site_files").where("site_id", "=", site.id);
    query = file.is_directory
      ? query.where((eb) =>
          eb.or([
            eb("id", "=", file.id),
            eb(eb.fn("substr", ["full_path", eb.val(1), eb.val(file.full_path.length)]), "=", file.full_path),
          ]),
        )
      : query.where("id", "=", file.id);
    await query.execute();
  });
}
