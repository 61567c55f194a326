import { Hono } from "hono";
import { publishSchema } from "../../../common/schemas/build";
import type { AppDeps, AppEnv } from "../../app-deps";
import { actorOf, requireSession } from "../../auth/session";
import { validate } from "../../http/validate";
import { listDeployments, rollbackDeployment } from "./deployments.service";
import { publishSite } from "./publish.service";
import { unpublishedChanges } from "./unpublished-changes";

/** Mounted at /site: the build service's publish endpoint (docs/product.md#publish). */
export function publishRoutes(deps: AppDeps) {
  const { db, env, builder, siteCache } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).post("/publish", validate("json", publishSchema), async (c) => {
    const context = { db, env, builder, siteCache, actor: actorOf(c) };
    return c.json(await publishSite(context, c.req.valid("json").site_id));
  });
}

/** Mounted at /api/sites/:siteId/deployments. */
export function deploymentRoutes(deps: AppDeps) {
  const { db, env, siteCache } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => {
      return c.json(await listDeployments({ db, actor: actorOf(c) }, c.req.param("siteId") ?? ""));
    })
    .post("/:deploymentId/rollback", async (c) => {
      const context = { db, env, siteCache, actor: actorOf(c) };
      return c.json(await rollbackDeployment(context, c.req.param("siteId") ?? "", c.req.param("deploymentId")));
    });
}

/** Mounted at /api/sites/:siteId/unpublished-changes. */
export function unpublishedChangesRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => c.json(await unpublishedChanges({ db, actor: actorOf(c) }, c.req.param("siteId") ?? "")));
}
