import type { SiteCache } from "./site-cache";
import { respondForSite, type SiteRequest, type SiteResponse } from "./site-response";

/**
 * Answers a site-host request from the cache; synchronously when the site is cached and fresh.
 * Only method, path, validators, Accept-Encoding and Range reach it: a Cookie header is never even read.
 */
export function serveSite(cache: SiteCache, slug: string, request: SiteRequest): SiteResponse | Promise<SiteResponse> {
  const site = cache.peek(slug);
  if (site !== undefined) return respondForSite(site, request);
  return cache.load(slug).then((loaded) => respondForSite(loaded, request));
}

/** The site host for Fetch-style callers (the Hono app, tests). */
export async function siteHostFetch(cache: SiteCache, slug: string, request: Request): Promise<Response> {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const query = url.indexOf("?", start);
  const answer = await serveSite(cache, slug, {
    method: request.method,
    path: query < 0 ? url.slice(start) : url.slice(start, query),
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
