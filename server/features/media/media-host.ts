// GET /media/{path} on a site's hosts: the media library's files, from the blob store, with validators
// and ranges; behind a protected site's password like every other path (docs/product.md#media-library).
import type { AppDeps } from "../../app-deps";
import { matchesEtag } from "../../hosting/accept-encoding";
import { ifRangeHolds, parseByteRange } from "../../hosting/byte-range";
import { friendlyPage } from "../../hosting/friendly-pages";
import { mayEnter, passwordPage } from "../../hosting/site-access";
import { responseBody, type SiteHosting, type SiteOrigin, toResponse } from "../../hosting/site-host";
import { fetchSiteAt } from "../../hosting/site-source";
import { parseVariants } from "./media-bytes";
import { mediaHeaders } from "./media-headers";

/** Where media is served on a site's hosts. */
export const MEDIA_PREFIX = "/media/";

const NO_FILE = friendlyPage("File not found", "There is no file at this address.");
const NOT_ALLOWED = { allow: "GET, HEAD", "content-length": "0", "x-content-type-options": "nosniff" };

function page({ body, headers }: { body: Buffer; headers: Record<string, string> }, status: number, head: boolean) {
  return new Response(head ? null : responseBody(body), { status, headers });
}

/** `team/ana%20b.jpg` → `team/ana b.jpg`; null when a part does not decode or leaves the library. */
function mediaPath(rawPath: string): string | null {
  try {
    const parts = rawPath.slice(MEDIA_PREFIX.length).split("/").map(decodeURIComponent);
    if (parts.some((part) => part === "" || part === "." || part === "..")) return null;
    return parts.join("/");
  } catch {
    return null;
  }
}

export async function serveMedia(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, request: Request) {
  const head = request.method === "HEAD";
  if (request.method !== "GET" && !head) return new Response(null, { status: 405, headers: NOT_ALLOWED });
  const url = new URL(request.url);
  const site = await fetchSiteAt(deps.db, origin);
  if (!site) return mediaNotFound(head);
  const access = { siteId: site.id, accessVersion: site.access_version };
  if (!mayEnter(hosting.accessKey, access, request.headers.get("cookie") ?? undefined)) {
    return toResponse(passwordPage({ next: `${url.pathname}${url.search}`, head }));
  }
  // A replaced file keeps its address: browsers check again; a protected site's files stay private.
  return serveLibraryFile(deps, site.id, request, site.access_version ? "private, no-cache" : "no-cache");
}

/** The friendly 404 of a media address that names no file (or one the request may not see). */
export function mediaNotFound(head: boolean): Response {
  return page(NO_FILE, 404, head);
}

/**
 * GET or HEAD of `/media/{path}` from the library of the site `siteId`, whoever asks: the caller decided
 * that the request may see that site's files (its host and password, or a preview of it).
 */
export async function serveLibraryFile(
  { db, blobs }: Pick<AppDeps, "db" | "blobs">,
  siteId: string,
  request: Request,
  cacheControl: string,
): Promise<Response> {
  const head = request.method === "HEAD";
  const url = new URL(request.url);
  const path = mediaPath(url.pathname);
  const file =
    path === null
      ? undefined
      : await db.db
          .selectFrom("media_files")
          .select(["id", "blob_key", "mime", "size_bytes", "thumbnail_key", "variants"])
          .where("site_id", "=", siteId)
          .where("path", "=", path)
          .executeTakeFirst();
  // ?version={id} is an earlier version a replace kept, for the library's list of versions.
  const versionId = url.searchParams.get("version");
  const row =
    file && versionId
      ? await db.db
          .selectFrom("media_versions")
          .select(["blob_key", "mime", "size_bytes", "thumbnail_key", "variants"])
          .where("id", "=", versionId)
          .where("media_id", "=", file.id)
          .executeTakeFirst()
      : file;
  if (!row || path === null) return page(NO_FILE, 404, head);

  // ?w=640 is the WebP copy of that width, ?thumbnail=1 the thumbnail; anything else the file itself.
  const width = Number(url.searchParams.get("w"));
  const variant = width ? parseVariants(row.variants).find((v) => v.width === width) : undefined;
  const thumbnail = url.searchParams.get("thumbnail") === "1" ? row.thumbnail_key : null;
  const key = variant?.key ?? thumbnail ?? row.blob_key;
  const mime = key === row.blob_key ? row.mime : "image/webp";
  const size = key === row.blob_key ? row.size_bytes : await blobs.size(key);
  if (size === null) return page(NO_FILE, 404, head);

  const etag = `"${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("/") + 33)}"`;
  const headers: Record<string, string> = {
    ...mediaHeaders(mime, path.slice(path.lastIndexOf("/") + 1)),
    etag,
    "cache-control": cacheControl,
    "accept-ranges": "bytes",
  };
  if (matchesEtag(request.headers.get("if-none-match") ?? undefined, etag.slice(1, -1))) {
    return new Response(null, { status: 304, headers });
  }
  const rangeHeader = request.headers.get("range");
  if (rangeHeader && !head && ifRangeHolds(request.headers.get("if-range") ?? undefined, etag.slice(1, -1))) {
    const range = parseByteRange(rangeHeader, size);
    if (range === "unsatisfiable") {
      return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
    }
    if (range) {
      const bytes = await blobs.getRange(key, range.start, range.end);
      if (!bytes) return page(NO_FILE, 404, head);
      const partial = {
        "content-range": `bytes ${range.start}-${range.end}/${size}`,
        "content-length": String(bytes.length),
      };
      return new Response(responseBody(bytes), { status: 206, headers: { ...headers, ...partial } });
    }
  }
  const bytes = head ? null : await blobs.get(key);
  if (!head && !bytes) return page(NO_FILE, 404, head);
  return new Response(responseBody(bytes), { status: 200, headers: { ...headers, "content-length": String(size) } });
}
