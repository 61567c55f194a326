// GET /media/{path} on a site's hosts (and, for the editor's preview, on the preview origin): the media
// library's files, answered from the site cache (./site-cache.ts) like a deployment's files,
// in the site front and in the app alike: what an address names, then the bytes by their content key.
// Behind a protected site's password like every other path (docs/product.md#media-library).
import { friendlyPage } from "./friendly-pages";
import type { ServedFile } from "./live-site";
import { mediaHeaders } from "./media-headers";
import { MEDIA_PREFIX } from "./media-target";
import { mayEnter, passwordPage } from "./site-access";
import type { SiteCache } from "./site-cache";
import { answerFile, type SiteRequest, type SiteResponse } from "./site-response";
import type { MediaTarget } from "./site-source";

export { MEDIA_PREFIX };

const NO_FILE = friendlyPage("File not found", "There is no file at this address.");
const NO_FILE_GET: SiteResponse = { status: 404, headers: NO_FILE.headers, body: NO_FILE.body };
const NO_FILE_HEAD: SiteResponse = { ...NO_FILE_GET, body: null };
const NOT_ALLOWED: SiteResponse = {
  status: 405,
  headers: { allow: "GET, HEAD", "content-length": "0", "x-content-type-options": "nosniff" },
  body: null,
};

/** The friendly 404 of a media address that names no file (or one the request may not see). */
export function mediaNotFound(head: boolean): SiteResponse {
  return head ? NO_FILE_HEAD : NO_FILE_GET;
}

type File = NonNullable<MediaTarget["file"]>;
/** A file's headers, made once per cached address and kind of cache-control. */
type Prepared = { etag: string; headers: Record<string, string>; notModified: Record<string, string> };
const prepared = new WeakMap<File, { shared?: Prepared; private?: Prepared }>();

/**
 * A replaced file keeps its address: browsers check again (`no-cache`). A protected site's files, and
 * the preview's, stay private. The ETag is the content key's: other bytes, another ETag.
 */
function prepare(file: File, size: number, isPrivate: boolean): Prepared {
  let both = prepared.get(file);
  if (!both) {
    both = {};
    prepared.set(file, both);
  }
  const known = isPrivate ? both.private : both.shared;
  if (known) return known;
  const hash = file.key.slice(file.key.lastIndexOf("/") + 1, file.key.lastIndexOf("/") + 33);
  const notModified = {
    ...mediaHeaders(file.mime, file.name),
    etag: `"${hash}"`,
    "cache-control": isPrivate ? "private, no-cache" : "no-cache",
    "accept-ranges": "bytes",
  };
  const made = { etag: hash, notModified, headers: { ...notModified, "content-length": String(size) } };
  if (isPrivate) both.private = made;
  else both.shared = made;
  return made;
}

function answerWith(file: File, bytes: Buffer, request: SiteRequest, isPrivate: boolean): SiteResponse {
  const { etag, headers, notModified } = prepare(file, bytes.length, isPrivate);
  const served: ServedFile = {
    etag,
    identity: { body: bytes, headers },
    gzip: null,
    br: null,
    notModified,
    isPage: false,
  };
  return answerFile(served, request);
}

/** The file `target` names, its bytes from the cache (loaded once when missing), as `request` asks. */
function answer(
  cache: SiteCache,
  target: MediaTarget | null,
  request: SiteRequest,
  isPrivate: boolean,
): SiteResponse | Promise<SiteResponse> {
  const head = request.method === "HEAD";
  const file = target?.file;
  if (!file) return mediaNotFound(head);
  const bytes = cache.peekBlob(file.key);
  if (bytes) return answerWith(file, bytes, request, isPrivate);
  return cache
    .loadBlob(file.key)
    .then((loaded) => (loaded ? answerWith(file, loaded, request, isPrivate) : mediaNotFound(head)));
}

/**
 * `/media/{path}` on the host of the site at `slug` (its own or a custom domain), published or not; a
 * protected site asks for its password first.
 */
export function serveMedia(
  cache: SiteCache,
  accessKey: Buffer,
  slug: string,
  request: SiteRequest,
): SiteResponse | Promise<SiteResponse> {
  const head = request.method === "HEAD";
  if (request.method !== "GET" && !head) return NOT_ALLOWED;
  const address = request.query === undefined ? request.path : `${request.path}${request.query}`;
  const guarded = (target: MediaTarget | null) => {
    if (target && !mayEnter(accessKey, target, request.cookie)) return passwordPage({ next: address, head });
    return answer(cache, target, request, Boolean(target?.accessVersion));
  };
  const target = cache.peekMedia(slug, address);
  if (target !== undefined) return guarded(target);
  return cache.loadMedia(slug, address).then(guarded);
}

/**
 * `/media/{path}` of the site `siteId` (whose slug is `slug`), for a caller that decided the request may
 * see that site's files (the preview of one of its pages): no password, always private.
 */
export async function serveMediaOf(
  cache: SiteCache,
  site: { id: string; slug: string },
  request: SiteRequest,
): Promise<SiteResponse> {
  const address = request.query === undefined ? request.path : `${request.path}${request.query}`;
  const target = cache.peekMedia(site.slug, address) ?? (await cache.loadMedia(site.slug, address));
  // The slug may have moved to another site in between.
  return answer(cache, target?.siteId === site.id ? target : null, request, true);
}
