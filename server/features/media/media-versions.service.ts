// Replacing a file's bytes at the same address, the earlier bytes kept as versions that can be restored
// (docs/product.md#media-library).
import { randomUUID } from "node:crypto";
import { MEDIA_VERSIONS_KEPT } from "@common/media";
import type { MediaFile, MediaVersion } from "@common/schemas/media";
import type { Transaction } from "kysely";
import { blobKeysIn } from "../../blobs/blob-referrers";
import { releaseBlobs } from "../../blobs/blob-sweep";
import type { Database } from "../../db/schema";
import { isoTime, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { siteUrl } from "../../site/address";
import { processWithinLimits } from "./media.service";
import { MEDIA_BYTES_COLUMNS, type MediaBytesColumns, putMediaBytes } from "./media-bytes";
import { describeMedia, type MediaContext, type MediaRow, mediaUrl, requireMedia, splitMediaPath } from "./media-rows";

const VERSION_NOT_FOUND = "Version not found";

function bytesOf(row: MediaBytesColumns): MediaBytesColumns {
  return Object.fromEntries(MEDIA_BYTES_COLUMNS.map((column) => [column, row[column]])) as MediaBytesColumns;
}

/**
 * In one transaction: the file's current bytes become its newest version and `next` its bytes; versions
 * past the kept number, oldest first, are dropped. Answers the change's time and the blob keys the
 * dropped versions held.
 */
async function swapBytes(
  trx: Transaction<Database>,
  row: MediaRow,
  next: MediaBytesColumns,
  actorId: string,
): Promise<{ updatedAt: string; dropped: Set<string> }> {
  const now = nowIso();
  await trx
    .insertInto("media_versions")
    .values({ id: randomUUID(), media_id: row.id, ...bytesOf(row), created_by: actorId, created_at: now })
    .execute();
  await trx
    .updateTable("media_files")
    .set({ ...next, updated_at: now })
    .where("id", "=", row.id)
    .execute();
  const dropped = await trx
    .selectFrom("media_versions")
    .selectAll()
    .where("media_id", "=", row.id)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .offset(MEDIA_VERSIONS_KEPT)
    .limit(1000)
    .execute();
  if (dropped.length > 0) {
    await trx
      .deleteFrom("media_versions")
      .where(
        "id",
        "in",
        dropped.map((version) => version.id),
      )
      .execute();
  }
  const keys = blobKeysIn(dropped.flatMap((version) => [version.blob_key, version.thumbnail_key, version.variants]));
  return { updatedAt: now, dropped: keys };
}

/**
 * New bytes for a file: processed and checked like an upload, served at the same address from now on.
 * The type may change (a PNG for a JPEG); the path stays, so pages naming it keep working.
 */
export async function replaceMedia(
  { db, env, blobs, actor }: MediaContext,
  siteId: string,
  mediaId: string,
  name: string | undefined,
  bytes: Buffer,
): Promise<MediaFile> {
  const { site, row } = await requireMedia(db, actor, siteId, mediaId);
  const named = name ?? splitMediaPath(row.path).name;
  const processed = await processWithinLimits({ db, env }, site.organization_id, named, bytes);
  const { columns, confirm } = await putMediaBytes(blobs, processed);
  const { updatedAt, dropped } = await db.kysely
    .transaction()
    .execute((trx) => swapBytes(trx, row, columns, actor.userId));
  await confirm();
  await releaseBlobs({ db, blobs }, dropped);
  return describeMedia(db, env, site, { ...row, ...columns, updated_at: updatedAt });
}

export async function listMediaVersions(
  { db, env, actor }: Omit<MediaContext, "blobs">,
  siteId: string,
  mediaId: string,
): Promise<MediaVersion[]> {
  const { site, row } = await requireMedia(db, actor, siteId, mediaId);
  const url = mediaUrl(siteUrl(env, site.slug), row.path);
  const versions = await db.kysely
    .selectFrom("media_versions")
    .selectAll()
    .where("media_id", "=", row.id)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return versions.map((version) => ({
    id: version.id,
    mime: version.mime,
    size: version.size_bytes,
    width: version.width,
    height: version.height,
    thumbnail_url: version.thumbnail_key ? `${url}?version=${version.id}&thumbnail=1` : null,
    replaced_at: isoTime(version.created_at),
  }));
}

/** The version's bytes become the file's again; the current bytes become the newest version. */
export async function restoreMediaVersion(
  { db, env, blobs, actor }: MediaContext,
  siteId: string,
  mediaId: string,
  versionId: string,
): Promise<MediaFile> {
  const { site, row } = await requireMedia(db, actor, siteId, mediaId);
  const version = await db.kysely
    .selectFrom("media_versions")
    .selectAll()
    .where("id", "=", versionId)
    .where("media_id", "=", row.id)
    .executeTakeFirst();
  if (!version) throw new AppError("NOT_FOUND", VERSION_NOT_FOUND);
  const next = bytesOf(version);
  const { updatedAt, dropped } = await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("media_versions").where("id", "=", version.id).execute();
    return swapBytes(trx, row, next, actor.userId);
  });
  await releaseBlobs({ db, blobs }, dropped);
  return describeMedia(db, env, site, { ...row, ...next, updated_at: updatedAt });
}
