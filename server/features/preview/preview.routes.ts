import { previewApi } from "@common/api/preview";
import type { AppDeps } from "../../app-deps";
import { requirePermission } from "../../auth/permissions";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { hasOverrides } from "../build/build.service";
import { createPreviewUrl } from "./preview.service";

/** A signed URL on the preview origin for the editor's frame, as declared in common/api/preview.ts. */
export function previewUrlRoutes(deps: AppDeps) {
  const { db, env, blobs, builder, previews, site } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>().openapi(allow(previewApi.previewUrl), async (c) => {
    const input = c.req.valid("json");
    if (hasOverrides(input)) requirePermission(c, "preview:draft");
    const context = { db, env, blobs, builder, previews, site, actor: actorOf(c) };
    return c.json(await createPreviewUrl(context, c.req.valid("param").siteId, input), 200);
  });
}
