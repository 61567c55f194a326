// Folders of the media library: implicit in files' paths (`people/team/ana.jpg`), so a folder is
// renamed or moved by moving every file under it, and deleted with all of them
// (docs/product.md#media-library).
import { mediaMessages } from "@common/media";
import type { MediaFile } from "@common/schemas/media";
import { requireSiteAccess } from "../../auth/site-access";
import { releaseBlobs } from "../../blobs/blob-sweep";
import type { Db } from "../../db/create-db";
import { isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { siteUrl } from "../../site/address";
import { mediaBlobKeys } from "./media.service";
import { pathTaken, requireFolder } from "./media-paths";
import { type MediaContext, type MediaRow, toMediaFile, versionCounts } from "./media-rows";

/** The files at any depth under `folder`. `_` is a LIKE wildcard, so the prefix is checked again. */
export async function filesUnder({ kysely: db }: Db, siteId: string, folder: string): Promise<MediaRow[]> {
  const prefix = `${folder}/`;
  const rows = await db
    .selectFrom("media_files")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("path", "like", `${prefix}%`)
    .orderBy("path")
    .execute();
  return rows.filter((row) => row.path.startsWith(prefix));
}

/**
 * Moves `path` and everything under it to `newPath` ("" is the top): `people/team` → `team` makes
 * `people/team/ana.jpg` `team/ana.jpg`. Refused as a whole when any new path is another file's.
 */
export async function moveMediaFolder(
  { db, env, actor }: Omit<MediaContext, "blobs">,
  siteId: string,
  { path, new_path: newPath }: { path: string; new_path: string },
): Promise<MediaFile[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  requireFolder(path);
  requireFolder(newPath);
  if (newPath === path || newPath.startsWith(`${path}/`)) {
    throw new AppError("VALIDATION_FAILED", mediaMessages.folderIntoItself);
  }
  // An empty folder lives only in the screen: moving it moves nothing.
  const rows = await filesUnder(db, site.id, path);
  if (rows.length === 0) return [];
  const moving = new Set(rows.map((row) => row.id));
  const moves = rows.map((row) => ({ row, to: `${newPath ? `${newPath}/` : ""}${row.path.slice(path.length + 1)}` }));
  const clash = await db.kysely
    .selectFrom("media_files")
    .select(["id", "path"])
    .where("site_id", "=", site.id)
    .where(
      "path",
      "in",
      moves.map((move) => move.to),
    )
    .execute();
  const taken = clash.find((other) => !moving.has(other.id));
  if (taken) throw pathTaken(taken.path);
  const updated_at = nowIso();
  try {
    await db.kysely.transaction().execute(async (trx) => {
      // No folder starts with a dot, so no file has these paths. Paths step aside first: moving `a/b` to `a` makes `a/b/b/x.jpg` the `a/b/x.jpg` another moving file has now.
      for (const { row } of moves) {
        await trx
          .updateTable("media_files")
          .set({ path: `.moving/${row.id}` })
          .where("id", "=", row.id)
          .execute();
      }
      for (const { row, to } of moves) {
        await trx.updateTable("media_files").set({ path: to, updated_at }).where("id", "=", row.id).execute();
      }
    });
  } catch (error) {
    // A file arrived at one of the new paths since the check above.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", mediaMessages.pathTaken(newPath || "the top folder"));
    throw error;
  }
  const counts = await versionCounts(db, [...moving]);
  const base = siteUrl(env, site.slug);
  return moves.map(({ row, to }) => toMediaFile(base, { ...row, path: to, updated_at }, counts.get(row.id) ?? 0));
}

/** Deletes every file under the folder, with their versions; answers how many files went. */
export async function deleteMediaFolder(
  { db, blobs, actor }: Omit<MediaContext, "env">,
  siteId: string,
  path: string,
): Promise<number> {
  const site = await requireSiteAccess(db, actor, siteId);
  const rows = await filesUnder(db, site.id, requireFolder(path));
  if (rows.length === 0) return 0;
  const keys = await mediaBlobKeys(db, rows);
  const ids = rows.map((row) => row.id);
  await db.kysely.deleteFrom("media_files").where("id", "in", ids).execute();
  await releaseBlobs({ db, blobs }, keys);
  return rows.length;
}
