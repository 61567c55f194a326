import { Hono } from "hono";
import { previewUrlSchema } from "../../../common/schemas/build";
import type { AppDeps, AppEnv } from "../../app-deps";
import { actorOf, requireSession } from "../../auth/session";
import { validate } from "../../http/validate";
import { createPreviewUrl } from "./preview.service";

/** Mounted at /api/sites/:siteId/preview-url: a signed URL on the preview origin for the editor's frame. */
export function previewUrlRoutes(deps: AppDeps) {
  const { db, env, builder, previews } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).post("/", validate("json", previewUrlSchema), async (c) => {
    const context = { db, env, builder, previews, actor: actorOf(c) };
    return c.json(await createPreviewUrl(context, c.req.param("siteId") ?? "", c.req.valid("json")));
  });
}
