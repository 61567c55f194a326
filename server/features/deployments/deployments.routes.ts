import { deploymentApi } from "@common/api/deployments";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { listDeployments, rollbackDeployment } from "./deployments.service";
import { publishSite } from "./publish.service";
import { unpublishedChanges } from "./unpublished-changes";

/** Publishing and deployments, as declared in common/api/deployments.ts. */
export function deploymentRoutes(deps: AppDeps) {
  const { db, env, site } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(deploymentApi.publish), async (c) => {
      const context = { db, env, site, actor: actorOf(c) };
      return c.json(await publishSite(context, c.req.valid("json").site_id), 200);
    })
    .openapi(allow(deploymentApi.list), async (c) =>
      c.json(await listDeployments({ db, actor: actorOf(c) }, c.req.valid("param").siteId), 200),
    )
    .openapi(allow(deploymentApi.rollback), async (c) => {
      const { siteId, deploymentId } = c.req.valid("param");
      const context = { db, env, actor: actorOf(c) };
      const result = await rollbackDeployment(context, siteId, deploymentId);
      // The code goes back; the posts stay as they are now (docs/decisions/016-site-content.md).
      await site.contentChanged(siteId);
      return c.json(result, 200);
    })
    .openapi(allow(deploymentApi.unpublishedChanges), async (c) =>
      c.json(await unpublishedChanges({ db, actor: actorOf(c) }, c.req.valid("param").siteId), 200),
    );
}
