import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./app-deps";
import { authRoutes } from "./auth/auth.routes";
import { errorBody } from "./errors";
import { buildRoutes } from "./features/build/build.routes";
import { configRoutes } from "./features/config/config.routes";
import { deploymentRoutes, publishRoutes, unpublishedChangesRoutes } from "./features/deployments/deployments.routes";
import { fileRoutes } from "./features/files/files.routes";
import { openApiRoutes } from "./features/openapi/openapi.routes";
import { organizationRoutes } from "./features/organizations/organizations.routes";
import { previewUrlRoutes } from "./features/preview/preview.routes";
import { siteRoutes } from "./features/sites/sites.routes";
import { otherOrigins } from "./hosting/hosting.routes";
import { spaRoutes } from "./hosting/spa";
import { limitBodies } from "./http/body-limit";
import { handleError } from "./http/errors";
import { rejectNulCharacters } from "./http/reject-nul";
import { rejectForeignOrigins } from "./http/same-origin";
import { appSecurityHeaders } from "./http/security-headers";

/** The JSON API; its type is what the SPA's client is typed against. */
function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/health", (c) => c.json({ ok: true }))
    .route("/config", configRoutes(deps))
    .route("/openapi.json", openApiRoutes())
    .route("/organizations", organizationRoutes(deps))
    .route("/sites/:siteId/files", fileRoutes(deps))
    .route("/sites/:siteId/deployments", deploymentRoutes(deps))
    .route("/sites/:siteId/unpublished-changes", unpublishedChangesRoutes(deps))
    .route("/sites/:siteId/preview-url", previewUrlRoutes(deps))
    .route("/sites", siteRoutes(deps));
}

export type ApiType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(otherOrigins(deps));
  app.use(appSecurityHeaders(deps.env));
  // Every app route, Better Auth's included: bodies capped before anything reads them, writes only
  // from the app's own pages (or without cookies), and no NUL character anywhere text is carried.
  app.use(limitBodies());
  app.use(rejectForeignOrigins(deps.env.appOrigin));
  app.use(rejectNulCharacters());
  app.route("/api/auth", authRoutes(deps));
  app.route("/api", apiRoutes(deps));
  // The build service keeps its own paths outside /api (docs/product.md#preview, #publish).
  app.route("/build", buildRoutes(deps));
  app.route("/site", publishRoutes(deps));
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", "No such API route"), 404));
  app.route("/", spaRoutes(deps.env.webDist));
  return app;
}
