import { siteApi } from "@common/api/sites";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { createSite } from "./new-site";
import { updateSiteSeo, updateSiteVisibility } from "./site-settings.service";
import { deleteSite, getSite, listSites, updateSite } from "./sites.service";

/** Sites, as declared in common/api/sites.ts. */
export function siteRoutes(deps: AppDeps) {
  const { db, env, blobs } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(siteApi.list), async (c) => c.json({ sites: await listSites({ db, env, actor: actorOf(c) }) }, 200))
    .openapi(allow(siteApi.create), async (c) =>
      c.json(await createSite({ db, env, actor: actorOf(c) }, c.req.valid("json")), 201),
    )
    .openapi(allow(siteApi.get), async (c) =>
      c.json(await getSite({ db, env, actor: actorOf(c) }, c.req.valid("param").siteId), 200),
    )
    .openapi(allow(siteApi.update), async (c) => {
      const site = await updateSite({ db, env, actor: actorOf(c) }, c.req.valid("param").siteId, c.req.valid("json"));
      return c.json(site, 200);
    })
    .openapi(allow(siteApi.updateSeo), async (c) => {
      const site = await updateSiteSeo(
        { db, env, actor: actorOf(c) },
        c.req.valid("param").siteId,
        c.req.valid("json"),
      );
      return c.json(site, 200);
    })
    .openapi(allow(siteApi.updateVisibility), async (c) => {
      const { siteId } = c.req.valid("param");
      const site = await updateSiteVisibility({ db, env, actor: actorOf(c) }, siteId, c.req.valid("json"));
      return c.json(site, 200);
    })
    .openapi(allow(siteApi.delete), async (c) => {
      const { siteId } = c.req.valid("param");
      await deleteSite({ db, blobs, actor: actorOf(c) }, siteId);
      return c.body(null, 204);
    });
}
