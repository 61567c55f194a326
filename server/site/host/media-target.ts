// What an address under /media/ names on a site's host, read from the database: the answer the site
// front (over IPC) and the app's own site cache keep in memory, per address, beside the bytes by key.
import { siteHostApi, siteHostPrefix } from "@common/api/site-host";
import type { Db } from "../../db/create-db";
import { parseVariants } from "../media-variants";
import type { MediaTarget } from "./site-source";

/** Where media is served on a site's hosts (and on the preview origin). */
export const MEDIA_PREFIX = siteHostPrefix(siteHostApi.media);

/** `/media/team/ana%20b.jpg` → `team/ana b.jpg`; null when a part does not decode or leaves the library. */
function mediaPath(rawPath: string): string | null {
  try {
    const parts = rawPath.slice(MEDIA_PREFIX.length).split("/").map(decodeURIComponent);
    if (parts.some((part) => part === "" || part === "." || part === "..")) return null;
    return parts.join("/");
  } catch {
    return null;
  }
}

/**
 * What `address` (the raw path under /media/ with its query, as a request has them) answers on the site
 * at `slug`: null when no site has that slug, `file: null` when the site has nothing there. `?w=640` is
 * the WebP copy of that width, `?thumbnail=1` the thumbnail, `?version={id}` an earlier version a replace
 * kept (the library's list of versions); anything else the file itself.
 */
export async function fetchMediaTarget({ kysely: db }: Db, slug: string, address: string): Promise<MediaTarget | null> {
  const site = await db
    .selectFrom("sites")
    .select(["id", "access_version"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!site) return null;
  const found = { siteId: site.id, accessVersion: site.access_version, file: null };
  const queryAt = address.indexOf("?");
  const path = mediaPath(queryAt < 0 ? address : address.slice(0, queryAt));
  if (path === null) return found;
  const query = new URLSearchParams(queryAt < 0 ? "" : address.slice(queryAt));
  const file = await db
    .selectFrom("media_files")
    .select(["id", "blob_key", "mime", "thumbnail_key", "variants"])
    .where("site_id", "=", site.id)
    .where("path", "=", path)
    .executeTakeFirst();
  const versionId = query.get("version");
  const row =
    file && versionId
      ? await db
          .selectFrom("media_versions")
          .select(["blob_key", "mime", "thumbnail_key", "variants"])
          .where("id", "=", versionId)
          .where("media_id", "=", file.id)
          .executeTakeFirst()
      : file;
  if (!row) return found;
  const width = Number(query.get("w"));
  const variant = width ? parseVariants(row.variants).find((v) => v.width === width) : undefined;
  const thumbnail = query.get("thumbnail") === "1" ? row.thumbnail_key : null;
  const key = variant?.key ?? thumbnail ?? row.blob_key;
  const mime = key === row.blob_key ? row.mime : "image/webp";
  return { ...found, file: { key, mime, name: path.slice(path.lastIndexOf("/") + 1) } };
}
