import { fileApi } from "@common/api/files";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { type Actor, actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { createFile, deleteFile, getFile, listFiles } from "../../sources/files.service";
import { moveFile } from "../../sources/move.service";
import { listVersions, restoreVersion, updateContent } from "../../sources/versions.service";

/** A site's files and versions, as declared in common/api/files.ts. */
export function fileRoutes(deps: AppDeps) {
  const { db } = deps;
  const allow = permissionGuard(deps);
  const scope = (actor: Actor, siteId: string) => ({ db, actor, siteId });
  return apiRouter<AppEnv>()
    .openapi(allow(fileApi.list), async (c) => {
      const { siteId } = c.req.valid("param");
      const directories = c.req.valid("query").directories !== "false";
      return c.json({ files: await listFiles(scope(actorOf(c), siteId), { directories }) }, 200);
    })
    .openapi(allow(fileApi.create), async (c) => {
      const { siteId } = c.req.valid("param");
      return c.json(await createFile(scope(actorOf(c), siteId), c.req.valid("json")), 201);
    })
    .openapi(allow(fileApi.get), async (c) => {
      const { siteId, fileId } = c.req.valid("param");
      return c.json(await getFile(scope(actorOf(c), siteId), fileId), 200);
    })
    .openapi(allow(fileApi.updateContent), async (c) => {
      const { siteId, fileId } = c.req.valid("param");
      return c.json(await updateContent(scope(actorOf(c), siteId), fileId, c.req.valid("json")), 200);
    })
    .openapi(allow(fileApi.move), async (c) => {
      const { siteId, fileId } = c.req.valid("param");
      return c.json(await moveFile(scope(actorOf(c), siteId), fileId, c.req.valid("json")), 200);
    })
    .openapi(allow(fileApi.delete), async (c) => {
      const { siteId, fileId } = c.req.valid("param");
      await deleteFile(scope(actorOf(c), siteId), fileId);
      return c.body(null, 204);
    })
    .openapi(allow(fileApi.versions), async (c) => {
      const { siteId, fileId } = c.req.valid("param");
      return c.json({ versions: await listVersions(scope(actorOf(c), siteId), fileId) }, 200);
    })
    .openapi(allow(fileApi.restoreVersion), async (c) => {
      const { siteId, fileId, versionId } = c.req.valid("param");
      return c.json(await restoreVersion(scope(actorOf(c), siteId), fileId, versionId), 200);
    });
}
