import { formApi } from "@common/api/forms";
import type { AppDeps } from "../../app-deps";
import type { AppEnv } from "../../auth/request-env";
import { actorOf } from "../../auth/session";
import { apiRouter } from "../../http/validate";
import { permissionGuard } from "../../route-guard";
import { formDeliveries, listForms, updateForm } from "./forms.service";
import { downloadSubmissionFile } from "./submission-files";
import {
  bulkSubmissions,
  deleteSubmission,
  getSubmission,
  listSubmissions,
  updateSubmission,
} from "./submissions.service";
import { exportSubmissionsCsv } from "./submissions-csv";

/** A site's form inbox, as declared in common/api/forms.ts; visitors' posts are form-post.ts's. */
export function formRoutes(deps: AppDeps) {
  const { db, env, blobs } = deps;
  const allow = permissionGuard(deps);
  return apiRouter<AppEnv>()
    .openapi(allow(formApi.listForms), async (c) =>
      c.json({ forms: await listForms({ db, actor: actorOf(c) }, c.req.valid("param").siteId) }, 200),
    )
    .openapi(allow(formApi.updateForm), async (c) => {
      const { siteId, formName } = c.req.valid("param");
      return c.json(await updateForm({ db, env, actor: actorOf(c) }, siteId, formName, c.req.valid("json")), 200);
    })
    .openapi(allow(formApi.webhookDeliveries), async (c) => {
      const { siteId, formName } = c.req.valid("param");
      return c.json({ deliveries: await formDeliveries({ db, actor: actorOf(c) }, siteId, formName) }, 200);
    })
    .openapi(allow(formApi.exportCsv), async (c) => {
      const { siteId, formName } = c.req.valid("param");
      const { filename, csv } = await exportSubmissionsCsv({ db, actor: actorOf(c) }, siteId, formName);
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "private, no-store",
      });
    })
    .openapi(allow(formApi.listSubmissions), async (c) =>
      c.json(await listSubmissions({ db, actor: actorOf(c) }, c.req.valid("param").siteId, c.req.valid("query")), 200),
    )
    .openapi(allow(formApi.getSubmission), async (c) => {
      const { siteId, submissionId } = c.req.valid("param");
      return c.json(await getSubmission({ db, actor: actorOf(c) }, siteId, submissionId), 200);
    })
    .openapi(allow(formApi.downloadFile), async (c) => {
      const { siteId, submissionId, fileId } = c.req.valid("param");
      const { bytes, headers } = await downloadSubmissionFile(
        { db, blobs, actor: actorOf(c) },
        siteId,
        submissionId,
        fileId,
      );
      return c.body(new Uint8Array(bytes), 200, headers);
    })
    .openapi(allow(formApi.updateSubmission), async (c) => {
      const { siteId, submissionId } = c.req.valid("param");
      return c.json(await updateSubmission({ db, actor: actorOf(c) }, siteId, submissionId, c.req.valid("json")), 200);
    })
    .openapi(allow(formApi.deleteSubmission), async (c) => {
      const { siteId, submissionId } = c.req.valid("param");
      await deleteSubmission({ db, blobs, actor: actorOf(c) }, siteId, submissionId);
      return c.body(null, 204);
    })
    .openapi(allow(formApi.bulk), async (c) => {
      const updated = await bulkSubmissions(
        { db, blobs, actor: actorOf(c) },
        c.req.valid("param").siteId,
        c.req.valid("json"),
      );
      return c.json({ updated }, 200);
    });
}
