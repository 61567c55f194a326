import { createHash, timingSafeEqual } from "node:crypto";
import { appApi } from "@common/api/app";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { errorBody } from "../../errors";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { readiness } from "./readiness";

/** Whether `header` is `Bearer <token>`; compared by digest, so neither its length nor its bytes leak by timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** What a load balancer and a metrics scraper ask of each process: readiness, and the counters. */
export function operationsRoutes(deps: AppDeps) {
  const allow = permissionGuard(deps);
  const { env, metrics } = deps;
  return apiRouter<AppEnv>()
    .openapi(allow(appApi.ready), async (c) => {
      const answer = await readiness(deps);
      c.header("cache-control", "no-store");
      return answer.ok ? c.json(answer, 200) : c.json(answer, 503);
    })
    .openapi(allow(appApi.metrics), async (c) => {
      // The figures tell how busy the installation is and which routes fail: not for the internet. Without
      // METRICS_TOKEN the route is off. Not "loopback only" instead: behind a proxy on the same machine
      // (Caddy, as docs/caddy.md sets it up) every visitor's request arrives from loopback too.
      if (env.metricsToken === undefined) {
        return c.json(errorBody("NOT_FOUND", "Metrics are off: set METRICS_TOKEN to turn them on"), 404);
      }
      if (!bearerMatches(c.req.header("authorization"), env.metricsToken)) {
        c.header("www-authenticate", 'Bearer realm="metrics"');
        return c.json(errorBody("UNAUTHENTICATED", "Send METRICS_TOKEN as a bearer token"), 401);
      }
      c.header("cache-control", "no-store");
      return c.text(await metrics.text(), 200, { "content-type": metrics.contentType });
    });
}
