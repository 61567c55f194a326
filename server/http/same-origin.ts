import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Browsers name the page that sent a request in `Origin`. A write to the API from any page but the
 * app's own (a published site, the preview origin, anyone else) is refused, signed in or not.
 */
export function rejectForeignOrigins(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!SAFE_METHODS.has(c.req.method) && origin && origin !== appOrigin) {
      throw new AppError("FORBIDDEN", "Requests from other origins are not allowed");
    }
    await next();
  };
}
