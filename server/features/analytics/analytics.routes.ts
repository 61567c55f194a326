import { analyticsApi } from "@common/api/analytics";
import type { AppDeps, AppEnv } from "../../app-deps";
import { permissionGuard } from "../../auth/permissions";
import { actorOf } from "../../auth/session";
import { requireActiveOrganization, requireSiteAccess } from "../../auth/site-access";
import { apiRouter } from "../../http/validate";
import { analyticsReport } from "./analytics-report";

/** Visitor numbers, as declared in common/api/analytics.ts; the counting is visit-recorder.ts's. */
export function analyticsRoutes(deps: AppDeps) {
  const { db } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(analyticsApi.siteAnalytics), async (c) => {
      const site = await requireSiteAccess(db, actorOf(c), c.req.valid("param").siteId);
      return c.json(await analyticsReport(db, [site], c.req.valid("query").days), 200);
    })
    .openapi(allow(analyticsApi.organizationAnalytics), async (c) => {
      const organizationId = await requireActiveOrganization(db, actorOf(c));
      const sites = await db.db
        .selectFrom("sites")
        .select(["id", "name"])
        .where("organization_id", "=", organizationId)
        .execute();
      return c.json(await analyticsReport(db, sites, c.req.valid("query").days), 200);
    });
}
