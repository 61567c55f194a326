import { mediaApi } from "@common/api/media";
import { mediaMessages } from "@common/media";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import type { TooLargeWords } from "../../http/body-limit";
import { requestBytes } from "../../http/request-body";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { deleteMedia, listMedia, uploadMedia } from "./media.service";
import { updateMedia } from "./media-edit.service";
import { deleteMediaFolder, moveMediaFolder } from "./media-folders.service";
import { folderUsedIn, mediaUsedIn } from "./media-used-in.service";
import { listMediaVersions, replaceMedia, restoreMediaVersion } from "./media-versions.service";

/**
 * The media library, as declared in common/api/media.ts. Every change to a file (an upload too, whose
 * path may have been asked for already and be remembered as empty) is declared to change the site:
 * the hosts remember what each /media/ address names.
 */
/** An upload or replacement over the limit is refused naming the file, in the library's words. */
export const MEDIA_TOO_LARGE: TooLargeWords[] = [mediaApi.upload, mediaApi.replace].map((route) => [
  route,
  (c) => mediaMessages.tooLarge(c.req.query("name") || "The file"),
]);

export function mediaRoutes(deps: AppDeps) {
  const { db, env, blobs } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(mediaApi.list), async (c) =>
      c.json(await listMedia({ db, env, actor: actorOf(c) }, c.req.valid("param").siteId, c.req.valid("query")), 200),
    )
    .openapi(allow(mediaApi.upload), async (c) => {
      const bytes = await requestBytes(c);
      const { siteId } = c.req.valid("param");
      const file = await uploadMedia({ db, env, blobs, actor: actorOf(c) }, siteId, c.req.valid("query"), bytes);
      return c.json(file, 201);
    })
    .openapi(allow(mediaApi.update), async (c) => {
      const { siteId, mediaId } = c.req.valid("param");
      const file = await updateMedia({ db, env, actor: actorOf(c) }, siteId, mediaId, c.req.valid("json"));
      return c.json(file, 200);
    })
    .openapi(allow(mediaApi.replace), async (c) => {
      const { siteId, mediaId } = c.req.valid("param");
      const bytes = await requestBytes(c);
      const ctx = { db, env, blobs, actor: actorOf(c) };
      const file = await replaceMedia(ctx, siteId, mediaId, c.req.valid("query").name, bytes);
      return c.json(file, 200);
    })
    .openapi(allow(mediaApi.versions), async (c) => {
      const { siteId, mediaId } = c.req.valid("param");
      return c.json({ versions: await listMediaVersions({ db, env, actor: actorOf(c) }, siteId, mediaId) }, 200);
    })
    .openapi(allow(mediaApi.restoreVersion), async (c) => {
      const { siteId, mediaId, versionId } = c.req.valid("param");
      const file = await restoreMediaVersion({ db, env, blobs, actor: actorOf(c) }, siteId, mediaId, versionId);
      return c.json(file, 200);
    })
    .openapi(allow(mediaApi.usedIn), async (c) => {
      const { siteId, mediaId } = c.req.valid("param");
      return c.json({ used_in: await mediaUsedIn({ db, actor: actorOf(c) }, siteId, mediaId) }, 200);
    })
    .openapi(allow(mediaApi.delete), async (c) => {
      const { siteId, mediaId } = c.req.valid("param");
      await deleteMedia({ db, blobs, actor: actorOf(c) }, siteId, mediaId);
      return c.body(null, 204);
    })
    .openapi(allow(mediaApi.moveFolder), async (c) => {
      const { siteId } = c.req.valid("param");
      const media = await moveMediaFolder({ db, env, actor: actorOf(c) }, siteId, c.req.valid("json"));
      return c.json({ media }, 200);
    })
    .openapi(allow(mediaApi.folderUsedIn), async (c) => {
      const { siteId } = c.req.valid("param");
      return c.json({ used_in: await folderUsedIn({ db, actor: actorOf(c) }, siteId, c.req.valid("query").path) }, 200);
    })
    .openapi(allow(mediaApi.deleteFolder), async (c) => {
      const { siteId } = c.req.valid("param");
      const deleted = await deleteMediaFolder({ db, blobs, actor: actorOf(c) }, siteId, c.req.valid("query").path);
      return c.json({ deleted }, 200);
    });
}
