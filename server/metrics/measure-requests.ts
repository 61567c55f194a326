// Counts and times every request the app answers, labelled by the route it was declared under
// (`/api/sites/:siteId`), never by its raw path: ids in labels would make a new series per site.
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Metrics } from "./metrics";

/** What answered when no declared route did: a published site or preview, or another origin's 404. */
const OTHER_HOSTS = "(other hosts)";

export function measureRequests(metrics: Pick<Metrics, "request">): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The route of the handler that answered, or none when a middleware before the routes did.
      const answered = matchedRoutes(c)[c.req.routeIndex];
      const route = !answered || (answered.method === "ALL" && answered.path === "/*") ? OTHER_HOSTS : answered.path;
      metrics.request(route, c.req.method, c.res.status, (performance.now() - started) / 1000);
    }
  };
}
