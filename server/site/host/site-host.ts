import type { ApiRoute } from "@common/api/route";
import { siteHostPrefix } from "@common/api/site-host";
import type { Env } from "../../env";
import { type SiteAddress, siteAddress } from "../address";
import { type HostedSite, isMoved, type LiveSite } from "./live-site";
import { MEDIA_PREFIX, serveMedia } from "./media-host";
import type { Origin } from "./origins";
import { ROBOTS_PATH, robotsFile, SITEMAP_PATH, sitemapFile } from "./search-files";
import { mayEnter, passwordPage } from "./site-access";
import type { SiteCache } from "./site-cache";
import {
  answerFile,
  redirectTo,
  respondForSite,
  type SiteRequest,
  type SiteResponse,
  unknownHost,
} from "./site-response";

/** A host that serves a site: its own `{slug}.{SITE_DOMAIN}`, or a name that may be one of its custom domains. */
export type SiteOrigin = Extract<Origin, { kind: "site" | "domain" }>;

/**
 * A path a feature answers on every host of a published site, after its password page and before the
 * site's own files (analytics' /_go/ links): its declaration (common/api/site-host.ts), whose path up to
 * the first parameter the host dispatches on, and its answer; null leaves the request to the site.
 */
export type SitePath = {
  route: ApiRoute;
  answer(site: LiveSite, hosting: SiteHosting, request: SiteRequest): SiteResponse | null;
};

type HostPath = { prefix: string; answer: SitePath["answer"] };

/** What every site host shares: where hosts are reached, the key of visitors' access cookies, the features' paths. */
export type SiteHosting = {
  address: SiteAddress;
  /** SITE_DOMAIN without its port: `{slug}.{siteDomainName}` is a site's own host name. */
  siteDomainName: string;
  accessKey: Buffer;
  /** The app's own origin, where the "Made with Webcraft" badge leads. */
  appOrigin: string;
  paths: readonly HostPath[];
};

export function siteHosting(
  env: Pick<Env, "appOrigin" | "siteDomain">,
  accessKey: Buffer,
  paths: readonly SitePath[],
): SiteHosting {
  const siteDomainName = env.siteDomain.replace(/:\d+$/, "");
  const prefixed = paths.map(({ route, answer }) => ({ prefix: siteHostPrefix(route), answer }));
  return { address: siteAddress(env), siteDomainName, accessKey, appOrigin: env.appOrigin, paths: prefixed };
}

/**
 * Answers a site-host request from the cache, media under /media/ included; synchronously when what it
 * needs is cached and fresh. Only method, path, query, validators, Accept-Encoding, Range and our access
 * cookie reach it. A custom
 * domain no site has verified gets the plain 404 of a host that is none of ours; a site with a primary
 * domain answers its other hosts with a 301 there (docs/product.md#custom-domains).
 */
export function serveSite(
  cache: SiteCache,
  hosting: SiteHosting,
  origin: SiteOrigin,
  request: SiteRequest,
): SiteResponse | Promise<SiteResponse> {
  if (origin.kind === "site") return serveSlug(cache, hosting, origin.slug, null, request);
  const { hostname } = origin;
  const target = cache.peekDomain(hostname);
  if (target === null) return unknownHost(request.method);
  if (target !== undefined) return serveSlug(cache, hosting, target.slug, hostname, request);
  return cache
    .loadDomain(hostname)
    .then((loaded) =>
      loaded ? serveSlug(cache, hosting, loaded.slug, hostname, request) : unknownHost(request.method),
    );
}

/** The site at `slug`, reached through `hostname` (null: its own host). */
function serveSlug(
  cache: SiteCache,
  hosting: SiteHosting,
  slug: string,
  hostname: string | null,
  request: SiteRequest,
): SiteResponse | Promise<SiteResponse> {
  // The media library answers whether or not the site is published, on every host of the site.
  if (request.path.startsWith(MEDIA_PREFIX)) return serveMedia(cache, hosting.accessKey, slug, request);
  const site = cache.peek(slug);
  if (site !== undefined) return answerFor(site, hosting, slug, hostname, request);
  return cache.load(slug).then((loaded) => answerFor(loaded, hosting, slug, hostname, request));
}

/**
 * In order: an old slug's 301 to the site's new host; a 301 to the primary domain from the site's other
 * hosts; robots.txt; the password page of a protected site for a visitor not let in yet; the generated
 * sitemap.xml; a path a feature answers (`hosting.paths`); else the site's answer.
 */
function answerFor(
  site: HostedSite,
  hosting: SiteHosting,
  slug: string,
  hostname: string | null,
  request: SiteRequest,
) {
  if (isMoved(site)) return redirectTo(hosting.address(`${site.movedTo}.${hosting.siteDomainName}`), request);
  if (site?.primaryHost && site.primaryHost !== hostname) return redirectTo(hosting.address(site.primaryHost), request);
  const readsPage = request.method === "GET" || request.method === "HEAD";
  const origin = () => hosting.address(site?.primaryHost ?? `${slug}.${hosting.siteDomainName}`);
  const robots = site && readsPage && request.path === ROBOTS_PATH ? robotsFile(site, origin()) : null;
  if (robots) return answerFile(robots, request);
  if (site && readsPage && !mayEnter(hosting.accessKey, site, request.cookie)) {
    const next = `${request.path}${request.query ?? ""}`;
    return passwordPage({ next, head: request.method === "HEAD", brand: site.brand });
  }
  const sitemap = site && readsPage && request.path === SITEMAP_PATH ? sitemapFile(site, origin()) : null;
  if (sitemap) return answerFile(sitemap, request);
  const path = site && hosting.paths.find((candidate) => request.path.startsWith(candidate.prefix));
  if (site && path) return path.answer(site, hosting, request) ?? respondForSite(site, request);
  return respondForSite(site, request);
}

/** The site host for Fetch-style callers (the Hono app, tests). */
export async function siteHostFetch(
  cache: SiteCache,
  hosting: SiteHosting,
  origin: SiteOrigin,
  request: Request,
): Promise<Response> {
  return toResponse(await serveSite(cache, hosting, origin, siteRequest(request)));
}

/** What a site host reads of a Fetch Request. */
export function siteRequest(request: Request): SiteRequest {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  return {
    method: request.method,
    path: query < 0 ? url.slice(start) : url.slice(start, query),
    query: query < 0 ? undefined : url.slice(query),
    ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    acceptEncoding: request.headers.get("accept-encoding") ?? undefined,
    range: request.headers.get("range") ?? undefined,
    ifRange: request.headers.get("if-range") ?? undefined,
    cookie: request.headers.get("cookie") ?? undefined,
  };
}

/** A site host's answer as a Fetch Response, with `extra` headers. */
export function toResponse({ status, headers, body }: SiteResponse, extra: Record<string, string> = {}): Response {
  return new Response(responseBody(body), { status, headers: { ...headers, ...extra } });
}

/** A Buffer as a Fetch body, without copying it. */
export function responseBody(body: Buffer | null): Uint8Array<ArrayBuffer> | null {
  return body as Uint8Array<ArrayBuffer> | null;
}
