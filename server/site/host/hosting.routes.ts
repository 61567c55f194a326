import type { ApiRoute } from "@common/api/route";
import { siteHostPrefix } from "@common/api/site-host";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../auth/request-env";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import type { Env } from "../../env";
import { clientIp } from "../../http/client-ip";
import type { Metrics } from "../../metrics/metrics";
import type { SiteWing } from "../site-wing";
import type { VisitRecorder } from "../visits/visit-recorder";
import { hostClassifier, isAddressName, type Origin, PROBE_PATHS } from "./origins";
import { ACCESS_COOKIE, siteAccessKey, UNLOCK_PATH } from "./site-access";
import {
  type SiteHosting,
  type SiteOrigin,
  type SitePath,
  serveSite,
  siteHosting,
  siteRequest,
  toResponse,
} from "./site-host";
import { unknownHost } from "./site-response";
import { unlockSite } from "./site-unlock";

/**
 * A copy of the request without its Cookie header, or with only a site's access cookie in it: other
 * origins never see app cookies.
 */
function withoutCookies(request: Request, keep?: string): Request {
  const cookie = request.headers.get("cookie");
  if (cookie === null) return request;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const kept = keep && cookie.split(";").filter((part) => part.trim().startsWith(`${keep}=`));
  if (kept && kept.length > 0) headers.set("cookie", kept.join(";"));
  return new Request(request.url, { method: request.method, headers });
}

/** The host part of an absolute URL ("http://host:port/path" → "host:port"). */
function hostOf(url: string): string {
  const start = url.indexOf("//") + 2;
  const end = url.indexOf("/", start);
  return url.slice(start, end < 0 ? undefined : end);
}

/**
 * Whether the host a request's URL names may stand beside the origin its Host header names: one of
 * ours, and a custom domain or a loopback name only for a request to the same kind of origin.
 */
function urlMayName(named: Origin, origin: Origin): boolean {
  if (named.kind === "unknown") return false;
  return (named.kind !== "domain" && named.kind !== "loopback") || named.kind === origin.kind;
}

/**
 * A request a feature answers in the app on every host of a published site (the forms' POST
 * /_forms/{formName}, the shop's /_shop/ pages): its declaration, whose method and path up to the first
 * parameter the host dispatches on (a HEAD as its GET), and what receives it. The site front hands every
 * such path to the app (`appAnsweredPrefixes`).
 */
export type SitePost<Deps> = {
  route: ApiRoute;
  receive(deps: Deps, hosting: SiteHosting, origin: SiteOrigin, c: Context<AppEnv>): Promise<Response>;
};

/** What the host itself reads; the parts get the whole of what the host is given, as `Deps`. */
export type HostDeps = {
  env: Env;
  db: Db;
  blobs: BlobStore;
  site: Pick<SiteWing, "cache">;
  visits: Pick<VisitRecorder, "count">;
  metrics: Pick<Metrics, "siteCache">;
};

/** What features answer on the origins that are not the app's, given by app.ts. */
export type OtherOriginParts<Deps> = {
  /** Answered on site hosts beside the site's files, here and in the site front. */
  paths: readonly SitePath[];
  /** Answered by the app alone, with its database: what visitors send, and pages made per request. */
  posts: readonly SitePost<Deps>[];
  /** The preview origin's whole answer. */
  preview(deps: Deps, request: Request): Promise<Response>;
};

/**
 * First middleware of the app: requests for the preview origin, a site's host or a site's custom
 * domain are answered here, before any app middleware, route, header or cookie is involved (docs/decisions/005),
 * and a host that is none of ours gets a plain 404. The Host header picks the origin; the request's URL must name one of ours
 * too, since an absolute-form target ("GET http://elsewhere/ HTTP/1.1") becomes the URL the app sees.
 * A call made in-process (tests) may leave the Host header out: its URL's host counts then. On a
 * loopback name that is not the app's (the TLS proxy on the same machine), only the domain check
 * `GET /api/domains/allowed` answers (docs/caddy.md), with the other probes (`PROBE_PATHS`: liveness,
 * readiness, metrics), which also answer on a host that is an IP address (docs/operations.md).
 */
export function otherOrigins<Deps extends HostDeps>(
  deps: Deps,
  parts: OtherOriginParts<Deps>,
): MiddlewareHandler<AppEnv> {
  const classify = hostClassifier(deps.env);
  const hosting = siteHosting(deps.env, siteAccessKey(deps.env.authSecret), parts.paths);
  const proxy = { trust: deps.env.trustProxy, hops: deps.env.trustProxyHops };
  const posts = parts.posts.map((post) => ({
    method: post.route.method.toUpperCase(),
    prefix: siteHostPrefix(post.route),
    receive: post.receive,
  }));
  return async (c, next) => {
    const urlHost = hostOf(c.req.url);
    const host = c.req.header("host") ?? urlHost;
    const origin = classify(host);
    const probe = (c.req.method === "GET" || c.req.method === "HEAD") && PROBE_PATHS.has(c.req.path);
    if (probe && isAddressName(host) && isAddressName(urlHost)) return next();
    if (origin.kind === "unknown" || !urlMayName(classify(urlHost), origin) || (origin.kind === "loopback" && !probe)) {
      return toResponse(unknownHost(c.req.method));
    }
    if (origin.kind === "site" || origin.kind === "domain") {
      if (c.req.method === "POST" && c.req.path === UNLOCK_PATH) return unlockSite(deps, hosting, origin, c);
      const method = c.req.method === "HEAD" ? "GET" : c.req.method;
      const post = posts.find((candidate) => candidate.method === method && c.req.path.startsWith(candidate.prefix));
      if (post) return post.receive(deps, hosting, origin, c);
      const request = siteRequest(withoutCookies(c.req.raw, ACCESS_COOKIE));
      const served = serveSite(deps.site.cache, hosting, origin, request);
      // Answered at once from the cache (a hit), or after loading something (a miss), as the site front counts.
      deps.metrics.siteCache(served instanceof Promise ? 0 : 1, served instanceof Promise ? 1 : 0);
      const answer = await served;
      const visit = {
        ...request,
        host: c.req.header("host"),
        userAgent: c.req.header("user-agent"),
        referer: c.req.header("referer"),
      };
      deps.visits.count(answer, visit, clientIp(c, proxy, "x-webcraft-client-ip"));
      return toResponse(answer);
    }
    if (origin.kind === "preview") return parts.preview(deps, withoutCookies(c.req.raw));
    await next();
  };
}

/** The paths of GET endpoints among `posts`, which the site front must hand to the app rather than answer. */
export function appAnsweredPrefixes(posts: readonly { route: ApiRoute }[]): string[] {
  return posts.filter((post) => post.route.method === "get").map((post) => siteHostPrefix(post.route));
}
