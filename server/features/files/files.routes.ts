import { type Context, Hono } from "hono";
import {
  createFileSchema,
  listFilesQuerySchema,
  moveFileSchema,
  updateContentSchema,
} from "../../../common/schemas/files";
import type { AppDeps, AppEnv } from "../../app-deps";
import { actorOf, requireSession } from "../../auth/session";
import { validate } from "../../http/validate";
import { createFile, deleteFile, getFile, listFiles } from "./files.service";
import { moveFile } from "./move.service";
import { listVersions, restoreVersion, updateContent } from "./versions.service";

/** Mounted at /api/sites/:siteId/files. */
export function fileRoutes(deps: AppDeps) {
  const { db } = deps;
  const scope = (c: Context<AppEnv>) => ({ db, actor: actorOf(c), siteId: c.req.param("siteId") ?? "" });
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", validate("query", listFilesQuerySchema), async (c) => {
      return c.json({
        files: await listFiles(scope(c), { directories: c.req.valid("query").directories !== "false" }),
      });
    })
    .post("/", validate("json", createFileSchema), async (c) => {
      return c.json(await createFile(scope(c), c.req.valid("json")), 201);
    })
    .get("/:fileId", async (c) => {
      return c.json(await getFile(scope(c), c.req.param("fileId")));
    })
    .put("/:fileId/content", validate("json", updateContentSchema), async (c) => {
      return c.json(await updateContent(scope(c), c.req.param("fileId"), c.req.valid("json")));
    })
    .post("/:fileId/move", validate("json", moveFileSchema), async (c) => {
      return c.json(await moveFile(scope(c), c.req.param("fileId"), c.req.valid("json")));
    })
    .delete("/:fileId", async (c) => {
      await deleteFile(scope(c), c.req.param("fileId"));
      return c.body(null, 204);
    })
    .get("/:fileId/versions", async (c) => {
      return c.json({ versions: await listVersions(scope(c), c.req.param("fileId")) });
    })
    .post("/:fileId/versions/:versionId/restore", async (c) => {
      return c.json(await restoreVersion(scope(c), c.req.param("fileId"), c.req.param("versionId")));
    });
}
