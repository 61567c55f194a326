import { mailMessageApi } from "@common/api/mail";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps";
import type { AppEnv } from "../../../auth/request-env";
import { actorOf } from "../../../auth/session";
import { apiRouter } from "../../../http/validate";
import { permissionGuard } from "../../../route-guard";
import { contentDisposition } from "../../../site/host/media-headers";
import { folderCounts, removeMessage } from "./folders.service";
import { getMessage, listMessages, openAttachment, updateMessage } from "./messages.service";

/** A mailbox's messages for those who read it, as declared in common/api/mail.ts. */
export function messageRoutes(deps: AppDeps) {
  const { db, blobs, env } = deps;
  const allow = permissionGuard(deps);
  const ctx = (c: Context<AppEnv>) => ({ db, actor: actorOf(c), role: c.get("role"), env });
  return apiRouter<AppEnv>()
    .openapi(allow(mailMessageApi.list), async (c) =>
      c.json(await listMessages(ctx(c), c.req.valid("param").mailboxId, c.req.valid("query")), 200),
    )
    .openapi(allow(mailMessageApi.get), async (c) =>
      c.json(await getMessage(ctx(c), c.req.valid("param").messageId), 200),
    )
    .openapi(allow(mailMessageApi.folders), async (c) =>
      c.json({ folders: await folderCounts(ctx(c), c.req.valid("param").mailboxId) }, 200),
    )
    .openapi(allow(mailMessageApi.remove), async (c) => {
      await removeMessage({ ...ctx(c), blobs }, c.req.valid("param").messageId);
      return c.body(null, 204);
    })
    .openapi(allow(mailMessageApi.update), async (c) =>
      c.json(await updateMessage(ctx(c), c.req.valid("param").messageId, c.req.valid("json")), 200),
    )
    .openapi(allow(mailMessageApi.attachment), async (c) => {
      const { messageId, attachmentId } = c.req.valid("param");
      const file = await openAttachment({ ...ctx(c), blobs }, messageId, attachmentId);
      return c.body(file.body, 200, {
        "content-type": file.contentType,
        "content-length": String(file.size),
        "content-disposition": contentDisposition(false, file.filename),
        "content-security-policy": "default-src 'none'; sandbox",
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        // The reading frame is sandboxed on another origin and shows the pictures a mail carries from here.
        ...(file.isPicture && { "cross-origin-resource-policy": "cross-origin" }),
      });
    });
}
