import { siteApi } from "@common/api/sites";
import type { AppDeps, AppEnv } from "../../app-deps";
import { permissionGuard } from "../../auth/permissions";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { updateSiteSeo, updateSiteVisibility } from "./site-settings.service";
import { createSite, deleteSite, getSite, listSites, updateSite } from "./sites.service";

/** Sites, as declared in common/api/sites.ts. */
export function siteRoutes(deps: AppDeps) {
  const { db, env, blobs, siteCache } = deps;
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
      // A new slug moves the site to another host: the old host must stop serving it now.
      await siteCache.forgetSite(site.id);
      return c.json(site, 200);
    })
    .openapi(allow(siteApi.updateSeo), async (c) => {
      const site = await updateSiteSeo(
        { db, env, actor: actorOf(c) },
        c.req.valid("param").siteId,
        c.req.valid("json"),
      );
      // robots.txt and the hosts' noindex header follow the setting from the next request on.
      await siteCache.forgetSite(site.id);
      return c.json(site, 200);
    })
    .openapi(allow(siteApi.updateVisibility), async (c) => {
      const { siteId } = c.req.valid("param");
      const site = await updateSiteVisibility({ db, env, actor: actorOf(c) }, siteId, c.req.valid("json"));
      // The site's host must ask for the password (or stop asking) from the next request on.
      await siteCache.forgetSite(site.id);
      return c.json(site, 200);
    })
    .openapi(allow(siteApi.delete), async (c) => {
      const { siteId } = c.req.valid("param");
      await deleteSite({ db, blobs, actor: actorOf(c) }, siteId);
      await siteCache.forgetSite(siteId);
      return c.body(null, 204);
    });
}
