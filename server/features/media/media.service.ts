// The media library's rows: uploads are processed (process-upload.ts), their bytes kept in the blob store,
// and each file answers at /media/{path} on the site's hosts (docs/product.md#media-library).
import { randomUUID } from "node:crypto";
import type { MediaFile, MediaList } from "@common/schemas/media";
import { requireSiteAccess } from "../../auth/site-access";
import { blobKeysIn } from "../../blobs/blob-referrers";
import { releaseBlobs } from "../../blobs/blob-sweep";
import type { Db } from "../../db/create-db";
import { isUniqueViolation, nowIso } from "../../db/values";
import { AppError, type ErrorCode } from "../../errors";
import { siteUrl } from "../../site/address";
import type { LimitsDeps } from "../../site/storage-limits";
import { processUpload } from "../../uploads/process-upload";
import { type AcceptedMedia, isMediaRefusal } from "../../uploads/processed-media";
import { displayName } from "../../uploads/safe-name";
import { putMediaBytes } from "./media-bytes";
import {
  type MediaContext,
  type MediaRow,
  requireMedia,
  splitMediaPath,
  toMediaFile,
  versionCounts,
} from "./media-rows";
import { mediaUsage, requireRoom } from "./media-usage";
import { withUploadSlot } from "./upload-slots";

const REFUSALS: Record<number, ErrorCode> = {
  400: "VALIDATION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

/** Every folder holding a file, its parents included: `people/team/a.jpg` gives `people` and `people/team`. */
function foldersOf(paths: string[]): string[] {
  const folders = new Set<string>();
  for (const path of paths) {
    const parts = path.split("/").slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) folders.add(parts.slice(0, depth).join("/"));
  }
  return [...folders].sort();
}

/**
 * The site's files, newest first, narrowed to a folder (directly in it) and to names holding `q` in
 * any case. A site's library is read whole and narrowed here: hundreds to a few thousand rows.
 */
export async function listMedia(
  { db, env, actor }: Omit<MediaContext, "blobs">,
  siteId: string,
  { q, folder }: { q?: string; folder?: string },
): Promise<MediaList> {
  const site = await requireSiteAccess(db, actor, siteId);
  const rows = await db.kysely
    .selectFrom("media_files")
    .selectAll()
    .where("site_id", "=", site.id)
    .orderBy("created_at", "desc")
    .orderBy("path")
    .execute();
  const needle = q?.trim().toLocaleLowerCase() ?? "";
  const shown = rows.filter((row) => {
    const place = splitMediaPath(row.path);
    if (folder !== undefined && place.folder !== folder) return false;
    return needle === "" || place.name.toLocaleLowerCase().includes(needle);
  });
  const counts = await versionCounts(
    db,
    shown.map((row) => row.id),
  );
  const base = siteUrl(env, site.slug);
  return {
    media: shown.map((row) => toMediaFile(base, row, counts.get(row.id) ?? 0)),
    folders: foldersOf(rows.map((row) => row.path)),
    usage: await mediaUsage({ db, env }, site.organization_id),
  };
}

/** `hero.jpg`, then `hero-2.jpg`, `hero-3.jpg`… the first path no file of the site has yet. */
async function freePath({ kysely: db }: Db, siteId: string, folder: string, name: string): Promise<string> {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  const prefix = folder ? `${folder}/` : "";
  const rows = await db
    .selectFrom("media_files")
    .select("path")
    .where("site_id", "=", siteId)
    .where("path", "like", `${prefix}${stem}%`)
    .execute();
  const taken = new Set(rows.map((row) => row.path));
  for (let n = 1; ; n++) {
    const path = `${prefix}${n === 1 ? stem : `${stem}-${n}`}${ext}`;
    if (!taken.has(path)) return path;
  }
}

/**
 * Processes an upload (or a replace) while holding one of the organization's upload slots, and checks
 * the result fits the organization's total. A replace frees nothing: the bytes it replaces become a version.
 */
export async function processWithinLimits(
  deps: LimitsDeps,
  organizationId: string,
  name: string,
  bytes: Buffer,
): Promise<AcceptedMedia> {
  return withUploadSlot(deps.db, organizationId, async () => {
    const processed = await processUpload({ name, bytes });
    if (isMediaRefusal(processed)) throw new AppError(REFUSALS[processed.status] ?? "BAD_REQUEST", processed.error);
    await requireRoom(deps, organizationId, displayName(name), processed.bytes.byteLength);
    return processed;
  });
}

/**
 * Processes and stores one upload. A name the site already uses gets a number (`hero-2.jpg`), so an
 * upload never replaces a file by accident.
 */
export async function uploadMedia(
  { db, env, blobs, actor }: MediaContext,
  siteId: string,
  input: { name: string; folder?: string },
  bytes: Buffer,
): Promise<MediaFile> {
  const site = await requireSiteAccess(db, actor, siteId);
  const processed = await processWithinLimits({ db, env }, site.organization_id, input.name, bytes);
  const { columns, confirm } = await putMediaBytes(blobs, processed);
  const now = nowIso();
  const row = {
    id: randomUUID(),
    organization_id: site.organization_id,
    site_id: site.id,
    alt: "",
    ...columns,
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  };
  // Two uploads of one name at the same time may both have found the same free path: look again.
  for (let attempt = 0; ; attempt++) {
    const path = await freePath(db, site.id, input.folder ?? "", processed.name);
    try {
      await db.kysely
        .insertInto("media_files")
        .values({ ...row, path })
        .execute();
      await confirm();
      return toMediaFile(siteUrl(env, site.slug), { ...row, path });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The blob keys a file and its versions hold, read before they are deleted so they can be freed. */
export async function mediaBlobKeys({ kysely: db }: Db, rows: MediaRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const versions = await db
    .selectFrom("media_versions")
    .select(["blob_key", "thumbnail_key", "variants"])
    .where(
      "media_id",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  return blobKeysIn([...rows, ...versions].flatMap((row) => [row.blob_key, row.thumbnail_key, row.variants]));
}

/**
 * Removes the file and its versions: its address answers 404 at once, and its blobs go unless another
 * file (of any site) has the same bytes.
 */
export async function deleteMedia({ db, blobs, actor }: Omit<MediaContext, "env">, siteId: string, mediaId: string) {
  const { row } = await requireMedia(db, actor, siteId, mediaId);
  const keys = await mediaBlobKeys(db, [row]);
  await db.kysely.deleteFrom("media_files").where("id", "=", row.id).execute();
  await releaseBlobs({ db, blobs }, keys);
}
