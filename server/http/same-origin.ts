import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers name the page that sent a request in `Origin`. A write from any page but the app's own (a
 * published site, the preview origin, anyone else) is refused, signed in or not.
 *
 * A write that carries cookies must also prove where it came from: browsers attach cookies on their
 * own, so a cookie alone says nothing about who asked. It needs `Origin` set to the app, or, when the
 * browser withheld the origin (`Origin: null` or none), `Sec-Fetch-Site: same-origin`, which pages
 * cannot forge. Better Auth applies the same rule under /api/auth. A request without cookies (an API
 * client with a bearer token) cannot be sent by a browser on someone else's behalf and needs neither.
 */
export function rejectForeignOrigins(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (SAFE_METHODS.has(c.req.method) || origin === appOrigin) return next();
    const isSameOrigin = c.req.header("sec-fetch-site") === "same-origin";
    if (origin !== undefined && !(origin === "null" && isSameOrigin)) {
      throw new AppError("FORBIDDEN", "Requests from other origins are not allowed");
    }
    if (origin === undefined && c.req.header("cookie") && !isSameOrigin) {
      throw new AppError(
        "FORBIDDEN",
        "A write with the session cookie needs an Origin header naming the app: send it from the app's pages, or use a bearer token",
      );
    }
    await next();
  };
}
