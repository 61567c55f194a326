import { mediaApi } from "@common/api/media";
import type { AppDeps, AppEnv } from "../../app-deps";
import { permissionGuard } from "../../auth/permissions";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { deleteMedia, listMedia, uploadMedia } from "./media.service";

/** The media library, as declared in common/api/media.ts. */
export function mediaRoutes(deps: AppDeps) {
  const { db, env, blobs } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(mediaApi.list), async (c) =>
      c.json({ media: await listMedia({ db, env, actor: actorOf(c) }, c.req.valid("param").siteId) }, 200),
    )
    .openapi(allow(mediaApi.upload), async (c) => {
      const bytes = Buffer.from(await c.req.arrayBuffer());
      const { siteId } = c.req.valid("param");
      return c.json(await uploadMedia({ db, env, blobs, actor: actorOf(c) }, siteId, c.req.valid("query"), bytes), 201);
    })
    .openapi(allow(mediaApi.delete), async (c) => {
      const { siteId, mediaId } = c.req.valid("param");
      await deleteMedia({ db, actor: actorOf(c) }, siteId, mediaId);
      return c.body(null, 204);
    });
}
