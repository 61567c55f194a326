import { Hono } from "hono";
import { createSiteSchema, updateSiteSchema } from "../../../common/schemas/sites";
import type { AppDeps, AppEnv } from "../../app-deps";
import { actorOf, requireSession } from "../../auth/session";
import { validate } from "../../http/validate";
import { createSite, deleteSite, getSite, listSites, updateSite } from "./sites.service";

export function siteRoutes(deps: AppDeps) {
  const { db, env, siteCache } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => c.json({ sites: await listSites({ db, env, actor: actorOf(c) }) }))
    .post("/", validate("json", createSiteSchema), async (c) =>
      c.json(await createSite({ db, env, actor: actorOf(c) }, c.req.valid("json")), 201),
    )
    .get("/:siteId", async (c) => c.json(await getSite({ db, env, actor: actorOf(c) }, c.req.param("siteId"))))
    .patch("/:siteId", validate("json", updateSiteSchema), async (c) => {
      const site = await updateSite({ db, env, actor: actorOf(c) }, c.req.param("siteId"), c.req.valid("json"));
      // A new slug moves the site to another host: the old host must stop serving it now.
      await siteCache.forgetSite(site.id);
      return c.json(site);
    })
    .delete("/:siteId", async (c) => {
      await deleteSite({ db, actor: actorOf(c) }, c.req.param("siteId"));
      await siteCache.forgetSite(c.req.param("siteId"));
      return c.body(null, 204);
    });
}
