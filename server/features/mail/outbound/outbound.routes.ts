import { mailSendApi } from "@common/api/mail-sending";
import { COMPOSE_MESSAGES } from "@common/schemas/mail-compose";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps";
import type { AppEnv } from "../../../auth/request-env";
import { actorOf } from "../../../auth/session";
import type { TooLargeWords } from "../../../http/body-limit";
import { requestBytes } from "../../../http/request-body";
import { apiRouter } from "../../../http/validate";
import { permissionGuard } from "../../../route-guard";
import { addDraftAttachment, createDraft, removeDraftAttachment, saveDraft } from "./drafts.service";
import { sendMail } from "./send.service";

/** An attachment over the limit is refused in the words of the message's own limit. */
export const ATTACHMENT_TOO_LARGE: TooLargeWords[] = [[mailSendApi.addAttachment, () => COMPOSE_MESSAGES.tooLarge]];

/** Writing and sending from a mailbox, as declared in common/api/mail-sending.ts. */
export function outboundRoutes(deps: AppDeps) {
  const { db, env, blobs, jobs } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Context<AppEnv>) => ({ db, env, blobs, jobs, actor: actorOf(c), role: c.get("role") });
  return apiRouter<AppEnv>()
    .openapi(allow(mailSendApi.send), async (c) =>
      c.json(await sendMail(ctx(c), c.req.valid("param").mailboxId, c.req.valid("json")), 202),
    )
    .openapi(allow(mailSendApi.createDraft), async (c) =>
      c.json(await createDraft(ctx(c), c.req.valid("param").mailboxId, c.req.valid("json")), 201),
    )
    .openapi(allow(mailSendApi.saveDraft), async (c) =>
      c.json(await saveDraft(ctx(c), c.req.valid("param").messageId, c.req.valid("json")), 200),
    )
    .openapi(allow(mailSendApi.addAttachment), async (c) => {
      const bytes = await requestBytes(c);
      const file = { filename: c.req.valid("query").filename, contentType: c.req.header("content-type"), bytes };
      return c.json(await addDraftAttachment(ctx(c), c.req.valid("param").messageId, file), 201);
    })
    .openapi(allow(mailSendApi.removeAttachment), async (c) => {
      const { messageId, attachmentId } = c.req.valid("param");
      await removeDraftAttachment(ctx(c), messageId, attachmentId);
      return c.body(null, 204);
    });
}
