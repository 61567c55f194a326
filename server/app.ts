import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { authRoutes } from "./auth/auth.routes";
import { errorBody } from "./errors";
import { configRoutes } from "./features/config/config.routes";
import { fileRoutes } from "./features/files/files.routes";
import { openApiRoutes } from "./features/openapi/openapi.routes";
import { organizationRoutes } from "./features/organizations/organizations.routes";
import { siteRoutes } from "./features/sites/sites.routes";
import { previewHostRoutes, siteHostRoutes } from "./hosting/hosting.routes";
import { classifyHost } from "./hosting/origins";
import { spaRoutes } from "./hosting/spa";
import { handleError } from "./http/errors";
import { rejectForeignOrigins } from "./http/same-origin";
import { appSecurityHeaders } from "./http/security-headers";
import type { AppDeps, AppEnv } from "./http/types";

const MAX_JSON_BODY_BYTES = 5 * 1024 * 1024;

/** The JSON API; its type is what the SPA's client is typed against. */
function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(bodyLimit({ maxSize: MAX_JSON_BODY_BYTES }))
    .get("/health", (c) => c.json({ ok: true }))
    .route("/config", configRoutes(deps))
    .route("/openapi.json", openApiRoutes())
    .route("/organizations", organizationRoutes(deps))
    .route("/sites/:siteId/files", fileRoutes(deps))
    .route("/sites", siteRoutes(deps));
}

export type ApiType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const site = siteHostRoutes();
  const preview = previewHostRoutes();
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(async (c, next) => {
    const origin = classifyHost(c.req.header("host"), deps.env);
    if (origin.kind === "site") return site.fetch(c.req.raw, c.env);
    if (origin.kind === "preview") return preview.fetch(c.req.raw, c.env);
    await next();
  });
  app.use(appSecurityHeaders(deps.env));
  app.use("/api/*", rejectForeignOrigins(deps.env.appOrigin));
  app.route("/api/auth", authRoutes(deps));
  app.route("/api", apiRoutes(deps));
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", "No such API route"), 404));
  app.route("/", spaRoutes(deps.env.webDist));
  return app;
}
