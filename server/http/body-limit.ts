import type { ApiRoute } from "@common/api/route";
import type { RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { AppError } from "../errors";

/** The largest body the app reads: a file's content, JSON-escaped, fits with room to spare. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Sign-in, sign-up, invitations and the like carry a few short fields. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

type Words = (c: Context) => string;

/** A route whose refusal of a large body speaks its feature's words rather than the app's. */
export type TooLargeWords = [Pick<ApiRoute, "method" | "path">, Words];

/** `post /api/sites/{siteId}/media` → `POST /api/sites/:siteId/media`, as Hono's router names the route. */
function routeKey(route: Pick<RouteConfig, "method" | "path">): string {
  return `${route.method.toUpperCase()} ${route.path.replaceAll(/\{([^}]+)\}/g, ":$1")}`;
}

function limit(maxSize: number, message?: Words): MiddlewareHandler {
  const readable = maxSize >= 1024 * 1024 ? `${maxSize / 1024 / 1024} MB` : `${maxSize / 1024} KB`;
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const words = message?.(c) ?? `The request body is larger than the ${readable} this route accepts`;
      throw new AppError("PAYLOAD_TOO_LARGE", words);
    },
  });
}

/**
 * Every request's body is capped before anything reads it: a declared Content-Length over the cap is
 * refused at once, unread; a body without one is counted as it streams in and refused as soon as it
 * passes the cap, so no more than the cap is ever held in memory. A declared route's cap is its
 * `x-body-limit` (common/api/route.ts), found by the route Hono matched; Better Auth's routes take
 * MAX_AUTH_BODY_BYTES and all others MAX_BODY_BYTES. A refusal says the app's words, or the ones its
 * feature gives in `ownWords`.
 */
export function limitBodies(
  declared: Pick<ApiRoute, "method" | "path" | "x-body-limit">[],
  ownWords: readonly TooLargeWords[] = [],
): MiddlewareHandler {
  const words = new Map(ownWords.map(([route, say]) => [routeKey(route), say]));
  const limits = new Map<string, MiddlewareHandler>();
  for (const route of declared) {
    const bytes = route["x-body-limit"];
    if (bytes !== undefined) limits.set(routeKey(route), limit(bytes, words.get(routeKey(route))));
  }
  const auth = limit(MAX_AUTH_BODY_BYTES);
  const rest = limit(MAX_BODY_BYTES);
  return (c, next) => {
    const own = matchedRoutes(c).find((route) => limits.has(`${route.method} ${route.path}`));
    if (own) return (limits.get(`${own.method} ${own.path}`) as MiddlewareHandler)(c, next);
    return c.req.path.startsWith("/api/auth/") ? auth(c, next) : rest(c, next);
  };
}
