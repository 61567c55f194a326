// A media row as the API shows it, and the lookups every media service starts from.
import type { MediaFile } from "@common/schemas/media";
import type { Selectable } from "kysely";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import type { MediaFileTable } from "../../db/schema";
import { isoTime } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { siteUrl } from "../../site/address";
import { parseVariants } from "../../site/media-variants";

export type MediaContext = { db: Db; env: Env; blobs: BlobStore; actor: Actor };
export type MediaRow = Selectable<MediaFileTable>;

export const MEDIA_NOT_FOUND = "Media file not found";

/** The address of a media path on the site: each part percent-encoded, the slashes kept. */
export function mediaUrl(base: string, path: string, width?: number): string {
  return `${base}/media/${encodeMediaPath(path)}${width ? `?w=${width}` : ""}`;
}

/** `team/ana b.jpg` → `team/ana%20b.jpg`, as an address names it. */
export function encodeMediaPath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** `people/team/ana.jpg` → folder `people/team`, name `ana.jpg`. */
export function splitMediaPath(path: string): { folder: string; name: string } {
  const slash = path.lastIndexOf("/");
  return { folder: slash < 0 ? "" : path.slice(0, slash), name: path.slice(slash + 1) };
}

export function joinMediaPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name;
}

export function toMediaFile(base: string, row: MediaRow, versionCount = 0): MediaFile {
  const url = mediaUrl(base, row.path);
  return {
    id: row.id,
    site_id: row.site_id,
    path: row.path,
    ...splitMediaPath(row.path),
    url,
    mime: row.mime,
    size: row.size_bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    variants: parseVariants(row.variants).map((variant) => ({
      width: variant.width,
      url: mediaUrl(base, row.path, variant.width),
    })),
    thumbnail_url: row.thumbnail_key ? `${url}?thumbnail=1` : null,
    version_count: versionCount,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/** How many versions each of these files keeps. */
export async function versionCounts({ kysely: db }: Db, mediaIds: string[]): Promise<Map<string, number>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("media_versions")
    .select(["media_id", (eb) => eb.fn.countAll().as("count")])
    .where("media_id", "in", mediaIds)
    .groupBy("media_id")
    .execute();
  return new Map(rows.map((row) => [row.media_id, Number(row.count)]));
}

/** One file of a site the caller may see, as the API shows it. */
export async function describeMedia(db: Db, env: Env, site: SiteRow, row: MediaRow): Promise<MediaFile> {
  const counts = await versionCounts(db, [row.id]);
  return toMediaFile(siteUrl(env, site.slug), row, counts.get(row.id) ?? 0);
}

/** The site (the caller a member of its organization) and one file of it; 404 otherwise. */
export async function requireMedia(
  db: Db,
  actor: Actor,
  siteId: string,
  mediaId: string,
): Promise<{ site: SiteRow; row: MediaRow }> {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await db.kysely
    .selectFrom("media_files")
    .selectAll()
    .where("id", "=", mediaId)
    .where("site_id", "=", site.id)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
  return { site, row };
}
