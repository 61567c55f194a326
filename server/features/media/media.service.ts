// The media library's rows: uploads are processed (process-upload.ts), their bytes kept in the blob store,
// and each file answers at /media/{path} on the site's hosts (docs/product.md#media-library).
import { randomUUID } from "node:crypto";
import type { MediaFile } from "@common/schemas/media";
import type { Selectable } from "kysely";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import type { MediaFileTable } from "../../db/schema";
import { isoTime, isUniqueViolation, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { AppError, type ErrorCode } from "../../errors";
import { siteUrl } from "../sites/sites.service";
import { processUpload } from "./process-upload";
import { isMediaRefusal } from "./processed-media";

type Context = { db: Db; env: Env; blobs: BlobStore; actor: Actor };
type MediaRow = Selectable<MediaFileTable>;
/** A stored WebP copy of an image. */
export type StoredVariant = { width: number; height: number; key: string };

const REFUSALS: Record<number, ErrorCode> = {
  400: "VALIDATION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

/** The address of a media path on the site: each part percent-encoded, the slashes kept. */
export function mediaUrl(base: string, path: string, width?: number): string {
  const encoded = path.split("/").map(encodeURIComponent).join("/");
  return `${base}/media/${encoded}${width ? `?w=${width}` : ""}`;
}

export function parseVariants(stored: string): StoredVariant[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? (parsed as StoredVariant[]) : [];
  } catch {
    return [];
  }
}

function toMediaFile(base: string, row: MediaRow): MediaFile {
  return {
    id: row.id,
    site_id: row.site_id,
    path: row.path,
    url: mediaUrl(base, row.path),
    mime: row.mime,
    size: row.size_bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    variants: parseVariants(row.variants).map((variant) => ({
      width: variant.width,
      url: mediaUrl(base, row.path, variant.width),
    })),
    thumbnail_url: row.thumbnail_key ? `${mediaUrl(base, row.path)}?thumbnail=1` : null,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

export async function listMedia({ db, env, actor }: Omit<Context, "blobs">, siteId: string): Promise<MediaFile[]> {
  const site = await requireSiteAccess(db, actor, siteId);
  const rows = await db.db
    .selectFrom("media_files")
    .selectAll()
    .where("site_id", "=", site.id)
    .orderBy("created_at", "desc")
    .orderBy("path")
    .execute();
  const base = siteUrl(env, site.slug);
  return rows.map((row) => toMediaFile(base, row));
}

/** `hero.jpg`, then `hero-2.jpg`, `hero-3.jpg`… the first path no file of the site has yet. */
async function freePath({ db }: Db, siteId: string, folder: string, name: string): Promise<string> {
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
 * Processes and stores one upload. A name the site already uses gets a number (`hero-2.jpg`), so an
 * upload never replaces a file by accident.
 */
export async function uploadMedia(
  { db, env, blobs, actor }: Context,
  siteId: string,
  input: { name: string; folder?: string },
  bytes: Buffer,
): Promise<MediaFile> {
  const site = await requireSiteAccess(db, actor, siteId);
  const processed = await processUpload({ name: input.name, bytes });
  if (isMediaRefusal(processed)) throw new AppError(REFUSALS[processed.status] ?? "BAD_REQUEST", processed.error);
  const original = await blobs.put(processed.bytes, processed.mime);
  const thumbnail = processed.thumbnail ? await blobs.put(processed.thumbnail.bytes, "image/webp") : null;
  const variants: StoredVariant[] = [];
  for (const variant of processed.variants) {
    const stored = await blobs.put(variant.bytes, variant.mime);
    variants.push({ width: variant.width, height: variant.height, key: stored.key });
  }
  const now = nowIso();
  const row = {
    id: randomUUID(),
    organization_id: site.organization_id,
    site_id: site.id,
    alt: "",
    blob_key: original.key,
    mime: processed.mime,
    size_bytes: original.size,
    width: processed.width,
    height: processed.height,
    thumbnail_key: thumbnail?.key ?? null,
    variants: JSON.stringify(variants),
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
  };
  // Two uploads of one name at the same time may both have found the same free path: look again.
  for (let attempt = 0; ; attempt++) {
    const path = await freePath(db, site.id, input.folder ?? "", processed.name);
    try {
      await db.db
        .insertInto("media_files")
        .values({ ...row, path })
        .execute();
      return toMediaFile(siteUrl(env, site.slug), { ...row, path });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** Removes the file: its address answers 404 at once. Its bytes stay until a sweep finds no row using them. */
export async function deleteMedia({ db, actor }: Pick<Context, "db" | "actor">, siteId: string, mediaId: string) {
  const site = await requireSiteAccess(db, actor, siteId);
  const deleted = await db.db
    .deleteFrom("media_files")
    .where("id", "=", mediaId)
    .where("site_id", "=", site.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError("NOT_FOUND", "Media file not found");
}
