import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../http/types";
import { hostClassifier } from "./origins";
import { previewHostFetch } from "./preview-host";
import { siteHostFetch } from "./site-host";

/** A copy of the request without its Cookie header: other origins never see app cookies. */
function withoutCookies(request: Request): Request {
  if (!request.headers.has("cookie")) return request;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request.url, { method: request.method, headers });
}

/**
 * First middleware of the app: requests for the preview origin or a site origin are answered here,
 * before any app middleware, route, header or cookie is involved (DESIGN §1).
 */
export function otherOrigins(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const classify = hostClassifier(deps.env);
  return async (c, next) => {
    const origin = classify(c.req.header("host"));
    if (origin.kind === "site") return siteHostFetch(deps.siteCache, origin.slug, withoutCookies(c.req.raw));
    if (origin.kind === "preview") return previewHostFetch(deps, withoutCookies(c.req.raw));
    await next();
  };
}
