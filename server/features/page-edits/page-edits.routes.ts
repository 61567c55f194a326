import { pageEditApi } from "@common/api/page-edits";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { applyPageEdit } from "./page-edits.service";

/** Changes made on the preview in Edit mode, as declared in common/api/page-edits.ts. */
export function pageEditRoutes(deps: AppDeps) {
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>().openapi(allow(pageEditApi.apply), async (c) => {
    const { siteId } = c.req.valid("param");
    return c.json(await applyPageEdit({ db: deps.db, actor: actorOf(c), siteId }, c.req.valid("json")), 200);
  });
}
