import type { AppDeps } from "./app-deps";
import { authRoutes } from "./auth/auth.routes";
import type { AppEnv } from "./auth/request-env";
import { errorBody } from "./errors";
import { accountRoutes } from "./features/account/account.routes";
import { analyticsRoutes } from "./features/analytics/analytics.routes";
import { billingRoutes } from "./features/billing/billing.routes";
import { buildRoutes } from "./features/build/build.routes";
import { claimRoutes } from "./features/claims/claims.routes";
import { commerceRoutes } from "./features/commerce/commerce.routes";
import { orderRoutes } from "./features/commerce/orders.routes";
import { productRoutes } from "./features/commerce/products.routes";
import { configRoutes } from "./features/config/config.routes";
import { creatorRoutes } from "./features/creator/creator.routes";
import { deploymentRoutes } from "./features/deployments/deployments.routes";
import { domainRoutes } from "./features/domains/domains.routes";
import { fediverseRoutes } from "./features/fediverse/fediverse.routes";
import { fileRoutes } from "./features/files/files.routes";
import { formRoutes } from "./features/forms/forms.routes";
import { mailRoutes } from "./features/mail/mail.routes";
import { messageRoutes } from "./features/mail/messages/messages.routes";
import { ATTACHMENT_TOO_LARGE, outboundRoutes } from "./features/mail/outbound/outbound.routes";
import { MEDIA_TOO_LARGE, mediaRoutes } from "./features/media/media.routes";
import { memberRoutes } from "./features/members/members.routes";
import { openApiRoutes } from "./features/openapi/openapi.routes";
import { operationsRoutes } from "./features/operations/operations.routes";
import { organizationRoutes } from "./features/organizations/organizations.routes";
import { pageEditRoutes } from "./features/page-edits/page-edits.routes";
import { postRoutes } from "./features/posts/posts.routes";
import { previewUrlRoutes } from "./features/preview/preview.routes";
import { ARCHIVE_TOO_LARGE, siteArchiveRoutes } from "./features/site-archive/site-archive.routes";
import { siteDetailsRoutes } from "./features/site-details/site-details.routes";
import { siteRoutes } from "./features/sites/sites.routes";
import { templateRoutes } from "./features/templates/templates.routes";
import { limitBodies } from "./http/body-limit";
import { handleError } from "./http/errors";
import { rejectNulCharacters } from "./http/reject-nul";
import { rejectForeignOrigins } from "./http/same-origin";
import { appSecurityHeaders } from "./http/security-headers";
import { spaRoutes } from "./http/spa";
import { apiRouter } from "./http/validate";
import { measureRequests } from "./metrics/measure-requests";
import { otherOrigins } from "./site/host/hosting.routes";
import { OTHER_ORIGIN_PARTS } from "./site-host-parts";

/**
 * Every route declared in common/api/, each at its full path: the JSON API under /api and the build
 * service's own /build/page and /site/publish (docs/product.md#preview, #publish). The OpenAPI
 * document is generated from these declarations.
 */
function declaredRoutes(deps: AppDeps) {
  const api = apiRouter<AppEnv>()
    .route("/", configRoutes(deps))
    .route("/", operationsRoutes(deps))
    .route("/", organizationRoutes(deps))
    .route("/", memberRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", siteArchiveRoutes(deps))
    .route("/", siteRoutes(deps))
    .route("/", templateRoutes(deps))
    .route("/", claimRoutes(deps))
    .route("/", creatorRoutes(deps))
    .route("/", fileRoutes(deps))
    .route("/", pageEditRoutes(deps))
    .route("/", siteDetailsRoutes(deps))
    .route("/", mediaRoutes(deps))
    .route("/", formRoutes(deps))
    .route("/", postRoutes(deps))
    .route("/", analyticsRoutes(deps))
    .route("/", billingRoutes(deps))
    .route("/", commerceRoutes(deps))
    .route("/", productRoutes(deps))
    .route("/", orderRoutes(deps))
    .route("/", deploymentRoutes(deps))
    .route("/", domainRoutes(deps))
    .route("/", messageRoutes(deps))
    .route("/", outboundRoutes(deps))
    .route("/", mailRoutes(deps))
    .route("/", fediverseRoutes(deps))
    .route("/", previewUrlRoutes(deps))
    .route("/", buildRoutes(deps));
  return api.route("/", openApiRoutes(deps, api));
}

/** The declarations the routes were made from, as the OpenAPI document lists them. */
function declarationsOf(api: ReturnType<typeof declaredRoutes>) {
  return api.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === "route" ? [definition.route] : [],
  );
}

export function createApp(deps: AppDeps) {
  const declared = declaredRoutes(deps);
  const app = apiRouter<AppEnv>();
  app.onError(handleError);
  app.use(measureRequests(deps.metrics));
  app.use(otherOrigins(deps, OTHER_ORIGIN_PARTS));
  app.use(appSecurityHeaders(deps.env));
  // Every app route, Better Auth's included: bodies capped (at a route's declared limit, else the
  // app's) before anything reads them, writes only from the app's own pages (or without cookies), and
  // no NUL character anywhere text is carried.
  app.use(limitBodies(declarationsOf(declared), [...MEDIA_TOO_LARGE, ...ARCHIVE_TOO_LARGE, ...ATTACHMENT_TOO_LARGE]));
  app.use(rejectForeignOrigins(deps.env.appOrigin));
  app.use(rejectNulCharacters());
  app.route("/api/auth", authRoutes(deps));
  app.route("/", declared);
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", "No such API route"), 404));
  app.route("/", spaRoutes(deps.env.webDist));
  return app;
}
