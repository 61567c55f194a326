import { analyticsApi } from "@common/api/analytics";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { requireActiveOrganization, requireSiteAccess } from "../../auth/site-access";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { analyticsReport } from "./analytics-report";

function linksOf(site: { whatsapp_number: string | null; show_badge: number }) {
  return { whatsapp_number: site.whatsapp_number, show_badge: Boolean(site.show_badge) };
}

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
      const sites = await db.kysely
        .selectFrom("sites")
        .select(["id", "name"])
        .where("organization_id", "=", organizationId)
        .execute();
      return c.json(await analyticsReport(db, sites, c.req.valid("query").days), 200);
    })
    .openapi(allow(analyticsApi.siteLinks), async (c) => {
      const site = await requireSiteAccess(db, actorOf(c), c.req.valid("param").siteId);
      return c.json(linksOf(site), 200);
    })
    .openapi(allow(analyticsApi.updateSiteLinks), async (c) => {
      const site = await requireSiteAccess(db, actorOf(c), c.req.valid("param").siteId);
      const input = c.req.valid("json");
      const changed = await db.kysely
        .updateTable("sites")
        .set({ whatsapp_number: input.whatsapp_number, show_badge: input.show_badge ? 1 : 0 })
        .where("id", "=", site.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json(linksOf(changed), 200);
    });
}
