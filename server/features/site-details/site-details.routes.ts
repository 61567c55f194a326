import { siteDetailsApi } from "@common/api/site-details";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { getSiteDetails, keepSampleTexts, saveSiteDetails } from "./site-details.service";

/** A site's business details, as declared in common/api/site-details.ts. */
export function siteDetailsRoutes(deps: AppDeps) {
  const { db } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(siteDetailsApi.get), async (c) => {
      const { siteId } = c.req.valid("param");
      return c.json(await getSiteDetails({ db, actor: actorOf(c), siteId }), 200);
    })
    .openapi(allow(siteDetailsApi.save), async (c) => {
      const { siteId } = c.req.valid("param");
      return c.json(await saveSiteDetails({ db, actor: actorOf(c), siteId }, c.req.valid("json")), 200);
    })
    .openapi(allow(siteDetailsApi.keepSampleTexts), async (c) => {
      const { siteId } = c.req.valid("param");
      return c.json(await keepSampleTexts({ db, actor: actorOf(c), siteId }), 200);
    });
}
