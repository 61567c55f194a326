import { siteArchiveApi } from "@common/api/site-archive";
import { archiveMessages } from "@common/site-archive";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import type { TooLargeWords } from "../../http/body-limit";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { receiveArchive } from "./archive-upload";
import { exportSite } from "./site-export";
import { importSite } from "./site-import";

/** A site as a zip, out and in, as declared in common/api/site-archive.ts. */
/** An archive over the limit is refused in the import's words. */
export const ARCHIVE_TOO_LARGE: TooLargeWords[] = [[siteArchiveApi.import, () => archiveMessages.tooLarge]];

export function siteArchiveRoutes(deps: AppDeps) {
  const { db, blobs } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(siteArchiveApi.export), async (c) => {
      const { filename, stream } = await exportSite({ db, blobs, actor: actorOf(c) }, c.req.valid("param").siteId);
      return c.body(stream, 200, {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    })
    .openapi(allow(siteArchiveApi.import), async (c) => {
      const upload = await receiveArchive(c.req.raw);
      try {
        return c.json(await importSite({ ...deps, actor: actorOf(c) }, upload), 201);
      } finally {
        await upload.discard();
      }
    });
}
