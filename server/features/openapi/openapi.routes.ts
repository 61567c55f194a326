import { appApi } from "@common/api/app";
import { fediverseHostApi } from "@common/api/fediverse-host";
import { shopHostApi } from "@common/api/shop-host";
import { siteHostApi } from "@common/api/site-host";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";

const DOCUMENT = {
  openapi: "3.1.0",
  info: {
    title: "Webcraft API",
    version: "0.1.0",
    description:
      "Generated from the route declarations in common/api/. Each operation's `x-permission` names what the " +
      "caller needs. The operations tagged `Site hosts` answer on every published site's own hosts, not here. Accounts, sessions and organizations otherwise live under /api/auth (Better Auth).",
  },
  security: [{ bearer: [] }, { cookie: [] }] as Record<string, string[]>[],
};

/** Serves the OpenAPI document of `api`, generated once from its declarations on first request. */
export function openApiRoutes(deps: AppDeps, api: OpenAPIHono<AppEnv>) {
  const allow = permissionGuard(deps);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "A session token from /api/auth/sign-in/email",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "cookie", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The browser's session; `__Host-better-auth.session_token` under https",
  });
  // What published sites' hosts answer is served by the site host, not this router: declared all the same.
  for (const route of [
    ...Object.values(siteHostApi),
    ...Object.values(shopHostApi),
    ...Object.values(fediverseHostApi),
  ])
    api.openAPIRegistry.registerPath(route);
  let document: Record<string, unknown> | undefined;
  return apiRouter<AppEnv>().openapi(allow(appApi.openApi), (c) => {
    document ??= { ...api.getOpenAPI31Document(DOCUMENT) };
    return c.json(document, 200);
  });
}
