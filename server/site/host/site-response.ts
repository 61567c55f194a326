import { matchesEtag, preferredEncoding } from "../../http/accept-encoding";
import { ifRangeHolds, parseByteRange } from "./byte-range";
import { friendlyPage } from "./friendly-pages";
import type { LiveSite, ServedFile, Variant } from "./live-site";
import { normalizeRoute } from "./live-site";

/** The only parts of a request a site host looks at; of its cookies, only a protected site's access cookie counts. */
export type SiteRequest = {
  method: string;
  /** The URL's path, still percent-encoded, without the query. */
  path: string;
  /** The query with its "?", when the URL has one: only a redirect reads it. */
  query?: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
  range?: string;
  ifRange?: string;
  /** The Cookie header, read only on a password-protected site. */
  cookie?: string;
};

/**
 * `once` marks an answer whose headers were made for this request alone (a byte range); `page` is the
 * site's id when the answer is one of its pages, whole or not modified: what visits count.
 */
export type SiteResponse = {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
  once?: true;
  page?: string;
};

/** The page of a host with no published site. */
export const NO_SITE = friendlyPage("Site not found", "There is no published site at this address yet.");
const NO_PAGE = friendlyPage("Page not found", "There is no page at this address.");
const NOT_ALLOWED: SiteResponse = {
  status: 405,
  headers: { allow: "GET, HEAD", "content-length": "0", "x-content-type-options": "nosniff" },
  body: null,
};

/** Headers of the front's own short answers: nothing to cache, nothing to sniff. */
function plainHeaders(body: Buffer): Record<string, string> {
  return {
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  };
}

const UNKNOWN_HOST_BODY = Buffer.from("Not Found: this server does not serve that host.\n");
const UNKNOWN_HOST_GET: SiteResponse = {
  status: 404,
  headers: plainHeaders(UNKNOWN_HOST_BODY),
  body: UNKNOWN_HOST_BODY,
};
const UNKNOWN_HOST_HEAD: SiteResponse = { ...UNKNOWN_HOST_GET, body: null };

/** The answer for a Host header that names none of our origins: a plain 404 (see `hostClassifier`). */
export function unknownHost(method: string): SiteResponse {
  return method === "HEAD" ? UNKNOWN_HOST_HEAD : UNKNOWN_HOST_GET;
}

const NO_BODY = Buffer.alloc(0);
/** A head that did not arrive in time; the connection is closed after it. */
export const TIMED_OUT: SiteResponse = { status: 408, headers: plainHeaders(NO_BODY), body: null };
/** The site could not be loaded in time (or at all); the connection is closed after it. */
export const UNAVAILABLE: SiteResponse = { status: 503, headers: plainHeaders(NO_BODY), body: null };

/**
 * A 301 to the same path and query on `address` (scheme and host, no slash), for a site's other hosts
 * when it has a primary domain. Browsers must revalidate it (`no-cache`): a new primary takes over at once.
 */
export function redirectTo(address: string, request: SiteRequest): SiteResponse {
  return {
    status: 301,
    headers: {
      location: `${address}${request.path}${request.query ?? ""}`,
      "content-length": "0",
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
    },
    body: null,
    once: true,
  };
}

/** Answers a request to a published site (or to a host with no published site) from memory. */
export function respondForSite(site: LiveSite | null, request: SiteRequest): SiteResponse {
  const isHead = request.method === "HEAD";
  if (request.method !== "GET" && !isHead) return NOT_ALLOWED;
  if (!site) return page(NO_SITE, 404, isHead);
  const file = lookup(site, request.path);
  if (!file) return site.notFound ? send(site.notFound, request, 404, isHead) : page(NO_PAGE, 404, isHead);
  const answer = answerFile(file, request);
  if (file.isPage && (answer.status === 200 || answer.status === 304)) answer.page = site.siteId;
  return answer;
}

/**
 * A file's answer to a GET or HEAD: 304 when the validator matches, a byte range when one is asked for
 * (and If-Range holds), else the whole file in the best encoding the client takes (HEAD: no body).
 */
export function answerFile(file: ServedFile, request: SiteRequest): SiteResponse {
  const isHead = request.method === "HEAD";
  if (matchesEtag(request.ifNoneMatch, file.etag)) return { status: 304, headers: file.notModified, body: null };
  // Ranges are defined for GET only, and cut from the unencoded bytes.
  if (request.range !== undefined && !isHead && ifRangeHolds(request.ifRange, file.etag)) {
    const partial = sendRange(file.identity, request.range);
    if (partial) return partial;
  }
  return send(file, request, 200, isHead);
}

function sendRange({ body, headers }: Variant, header: string): SiteResponse | null {
  const range = parseByteRange(header, body.length);
  if (range === null) return null;
  if (range === "unsatisfiable") {
    return {
      status: 416,
      headers: {
        "content-range": `bytes */${body.length}`,
        "content-length": "0",
        "x-content-type-options": "nosniff",
      },
      body: null,
      once: true,
    };
  }
  const { start, end } = range;
  return {
    status: 206,
    headers: {
      ...headers,
      "content-length": String(end - start + 1),
      "content-range": `bytes ${start}-${end}/${body.length}`,
    },
    body: body.subarray(start, end + 1),
    once: true,
  };
}

function send(file: ServedFile, request: SiteRequest, status: number, isHead: boolean): SiteResponse {
  const encoding = preferredEncoding(request.acceptEncoding);
  const variant = (encoding === "br" && file.br) || (encoding && file.gzip) || file.identity;
  return { status, headers: variant.headers, body: isHead ? null : variant.body };
}

function page(html: { body: Buffer; headers: Record<string, string> }, status: number, isHead: boolean) {
  return { status, headers: html.headers, body: isHead ? null : html.body };
}

const MAX_RESOLVED_PATHS = 1024;
const MAX_RESOLVED_PATH_LENGTH = 256;

/**
 * `resolve`, remembered per site: a path asked for again costs one map lookup. A plain map emptied when
 * full rather than an LRU cache (server/lru.ts), whose slots are allocated up front: one per cached site.
 */
function lookup(site: LiveSite, rawPath: string): ServedFile | null {
  const known = site.resolved.get(rawPath);
  if (known !== undefined) return known;
  const file = resolve(site, rawPath);
  if (rawPath.length <= MAX_RESOLVED_PATH_LENGTH) {
    if (site.resolved.size >= MAX_RESOLVED_PATHS) site.resolved.clear();
    site.resolved.set(rawPath, file);
  }
  return file;
}

/** '/' → the index page, '/about' → its page, '/assets/x.js' → that file; null when nothing is there. */
function resolve(site: LiveSite, rawPath: string): ServedFile | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const route = normalizeRoute(path);
  const byRoute = site.routes.get(route) ?? site.routes.get(route.toLowerCase());
  if (byRoute) return byRoute;
  const key = path.slice(1);
  return site.files.get(key) ?? (key === "" || key.endsWith("/") ? site.files.get(`${key}index.html`) : null) ?? null;
}
