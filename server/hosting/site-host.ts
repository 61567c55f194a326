import type { Env } from "../env";
import type { LiveSite } from "./live-site";
import type { Origin } from "./origins";
import type { SiteCache } from "./site-cache";
import { redirectTo, respondForSite, type SiteRequest, type SiteResponse, unknownHost } from "./site-response";

/** A host that serves a site: its own `{slug}.{SITE_DOMAIN}`, or a name that may be one of its custom domains. */
export type SiteOrigin = Extract<Origin, { kind: "site" | "domain" }>;

/** Where a site's host is reached: `http://www.example.com:3000` for `www.example.com` (scheme of the app, port of SITE_DOMAIN). */
export type SiteAddress = (hostname: string) => string;

export function siteAddress(env: Pick<Env, "appOrigin" | "siteDomain">): SiteAddress {
  const scheme = new URL(env.appOrigin).protocol;
  const port = /:\d+$/.exec(env.siteDomain)?.[0] ?? "";
  return (hostname) => `${scheme}//${hostname}${port}`;
}

/**
 * Answers a site-host request from the cache; synchronously when what it needs is cached and fresh.
 * Only method, path, query, validators, Accept-Encoding and Range reach it: a Cookie header is never
 * even read. A custom domain no site has verified gets the plain 404 of a host that is none of ours; a
 * site with a primary domain answers its other hosts with a 301 there (docs/product.md#custom-domains).
 */
export function serveSite(
  cache: SiteCache,
  address: SiteAddress,
  origin: SiteOrigin,
  request: SiteRequest,
): SiteResponse | Promise<SiteResponse> {
  if (origin.kind === "site") return serveSlug(cache, address, origin.slug, null, request);
  const { hostname } = origin;
  const target = cache.peekDomain(hostname);
  if (target === null) return unknownHost(request.method);
  if (target !== undefined) return serveSlug(cache, address, target.slug, hostname, request);
  return cache
    .loadDomain(hostname)
    .then((loaded) =>
      loaded ? serveSlug(cache, address, loaded.slug, hostname, request) : unknownHost(request.method),
    );
}

/** The site at `slug`, reached through `hostname` (null: its own host). */
function serveSlug(
  cache: SiteCache,
  address: SiteAddress,
  slug: string,
  hostname: string | null,
  request: SiteRequest,
): SiteResponse | Promise<SiteResponse> {
  const site = cache.peek(slug);
  if (site !== undefined) return answerFor(site, address, hostname, request);
  return cache.load(slug).then((loaded) => answerFor(loaded, address, hostname, request));
}

/** A 301 to the site's primary domain when it has one and `hostname` is another; else the site's answer. */
function answerFor(site: LiveSite | null, address: SiteAddress, hostname: string | null, request: SiteRequest) {
  if (site?.primaryHost && site.primaryHost !== hostname) return redirectTo(address(site.primaryHost), request);
  return respondForSite(site, request);
}

/** The site host for Fetch-style callers (the Hono app, tests). */
export async function siteHostFetch(
  cache: SiteCache,
  address: SiteAddress,
  origin: SiteOrigin,
  request: Request,
): Promise<Response> {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  const answer = await serveSite(cache, address, origin, {
    method: request.method,
    path: query < 0 ? url.slice(start) : url.slice(start, query),
    query: query < 0 ? undefined : url.slice(query),
    ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
    range: request.headers.get("range") ?? undefined,
    ifRange: request.headers.get("if-range") ?? undefined,
  });
  return new Response(responseBody(answer.body), { status: answer.status, headers: answer.headers });
}

/** A Buffer as a Fetch body, without copying it. */
export function responseBody(body: Buffer | null): Uint8Array<ArrayBuffer> | null {
  return body as Uint8Array<ArrayBuffer> | null;
}
