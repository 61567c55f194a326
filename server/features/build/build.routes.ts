import { previewApi } from "@common/api/preview";
import type { AppDeps } from "../../app-deps";
import { requirePermission } from "../../auth/permissions";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { buildPage, hasOverrides } from "./build.service";

/**
 * The page's HTML is user code answered on the app origin (docs/decisions/005), so it goes out as a sandboxed
 * document with no scripts: fetch() callers read the text, a browser showing it runs nothing.
 */
const BUILT_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  "cache-control": "no-store",
};

/** The build service's page endpoint for API callers (docs/product.md#preview). */
export function buildRoutes(deps: AppDeps) {
  const { db, builder, site } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>().openapi(allow(previewApi.buildPage), async (c) => {
    const input = c.req.valid("json");
    if (hasOverrides(input)) requirePermission(c, "preview:draft");
    const html = await buildPage({ db, builder, site, actor: actorOf(c) }, input);
    return c.body(html, 200, BUILT_PAGE_HEADERS);
  });
}
