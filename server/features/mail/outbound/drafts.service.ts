// Drafts: a message being written, kept in its mailbox's Drafts as it is typed, with its attachments in
// the blob store. A draft that passes a message on starts with that message's attachments, which can be
// taken off like any other. Sending it (send.service.ts) turns the row into the sent message.
import { randomUUID } from "node:crypto";
import type { Message } from "@common/schemas/mail";
import type { ComposeInput, OpenedMessage } from "@common/schemas/mail-compose";
import type { BlobStore } from "../../../blobs/blob-store";
import { keepBlobs, releaseBlobs } from "../../../blobs/blob-sweep";
import { dbBool, nowIso } from "../../../db/values";
import { AppError } from "../../../errors";
import { requireMailbox } from "../mail-access";
import { MAIL_READING_MESSAGES, requireMessage } from "../messages/message-rows";
import { getMessage, type ReaderCtx } from "../messages/messages.service";
import {
  attachedBytes,
  composedFields,
  copyAttachments,
  EMPTY_RAW,
  EMPTY_RAW_KEY,
  insertWrittenMessage,
  mailboxSender,
  newMessageId,
  nextAttachmentPosition,
  refuseTooLarge,
  requireDraft,
  setMessageSize,
  threadingOf,
} from "./draft-rows";

export type ComposeCtx = ReaderCtx & { blobs: BlobStore };

type Attachment = Message["attachments"][number];

export type NewAttachment = { filename: string; contentType: string | undefined; bytes: Buffer };

/** A type as `type/subtype`, or bytes to save when the client named none we can pass on. */
function mediaType(declared: string | undefined): string {
  const type = declared?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^[a-z0-9][\w.+-]*\/[a-z0-9][\w.+-]*$/.test(type) ? type : "application/octet-stream";
}

export async function createDraft(ctx: ComposeCtx, mailboxId: string, input: ComposeInput): Promise<OpenedMessage> {
  const { db, blobs } = ctx;
  const mailbox = await requireMailbox(ctx, mailboxId);
  const { from, domain } = await mailboxSender(db.kysely, mailbox);
  const threading = await threadingOf(ctx, input.reply_to_message_id);
  if (input.forward_of_message_id) await requireMessage(ctx, input.forward_of_message_id);
  await blobs.put(EMPTY_RAW, "message/rfc822");
  const id = randomUUID();
  const messageId = newMessageId(domain.domain);
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await insertWrittenMessage(trx, mailbox, {
      ...composedFields(input, threading, messageId),
      id,
      folder: "drafts",
      message_id: messageId,
      from_address: from.address,
      from_name: from.name,
      raw_key: EMPTY_RAW_KEY,
      unread: dbBool(db.dialect, false),
      sent_at: now,
      received_at: now,
    });
    const copied = input.forward_of_message_id ? await copyAttachments(trx, input.forward_of_message_id, id) : 0;
    refuseTooLarge(input.text, copied);
    await setMessageSize(trx, id, Buffer.byteLength(input.text) + copied);
  });
  await keepBlobs(blobs, [{ key: EMPTY_RAW_KEY, bytes: EMPTY_RAW }]);
  return getMessage(ctx, id);
}

/** Saves what was typed; a draft newly passing a message on takes that message's attachments too. */
export async function saveDraft(ctx: ComposeCtx, messageId: string, input: ComposeInput): Promise<OpenedMessage> {
  const { db } = ctx;
  const draft = await requireDraft(ctx, messageId);
  const threading = await threadingOf(ctx, input.reply_to_message_id);
  const forward = input.forward_of_message_id;
  const newForward = forward !== null && forward !== draft.forward_of_message_id;
  if (newForward) await requireMessage(ctx, forward);
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("mail_messages")
      .set({
        ...composedFields(input, threading, draft.message_id),
        sent_at: now,
        received_at: now,
      })
      .where("id", "=", draft.id)
      .execute();
    if (newForward) await copyAttachments(trx, forward, draft.id);
    const attached = await attachedBytes(trx, draft.id);
    refuseTooLarge(input.text, attached);
    await setMessageSize(trx, draft.id, Buffer.byteLength(input.text) + attached);
  });
  return getMessage(ctx, draft.id);
}

/** Attaches a file to a draft; 413 when the message would pass 25 MB with it. */
export async function addDraftAttachment(ctx: ComposeCtx, messageId: string, file: NewAttachment): Promise<Attachment> {
  const { db, blobs } = ctx;
  const draft = await requireDraft(ctx, messageId);
  refuseTooLarge(draft.text_body, (await attachedBytes(db.kysely, draft.id)) + file.bytes.length);
  const contentType = mediaType(file.contentType);
  const stored = await blobs.put(file.bytes, contentType);
  const id = randomUUID();
  await db.kysely.transaction().execute(async (trx) => {
    const position = await nextAttachmentPosition(trx, draft.id);
    await trx
      .insertInto("mail_attachments")
      .values({
        id,
        message_id: draft.id,
        position,
        filename: file.filename,
        content_type: contentType,
        content_id: null,
        size_bytes: stored.size,
        blob_key: stored.key,
      })
      .execute();
    const attached = await attachedBytes(trx, draft.id);
    refuseTooLarge(draft.text_body, attached);
    await setMessageSize(trx, draft.id, Buffer.byteLength(draft.text_body) + attached);
  });
  await keepBlobs(blobs, [{ key: stored.key, bytes: file.bytes, contentType }]);
  return { id, filename: file.filename, content_type: contentType, size_bytes: stored.size };
}

/** Takes an attachment off a draft, and frees its bytes unless another message holds them too. */
export async function removeDraftAttachment(ctx: ComposeCtx, messageId: string, attachmentId: string): Promise<void> {
  const { db } = ctx;
  const draft = await requireDraft(ctx, messageId);
  const attachment = await db.kysely
    .selectFrom("mail_attachments")
    .select(["id", "blob_key"])
    .where("id", "=", attachmentId)
    .where("message_id", "=", draft.id)
    .executeTakeFirst();
  if (!attachment) throw new AppError("NOT_FOUND", MAIL_READING_MESSAGES.noAttachment);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("mail_attachments").where("id", "=", attachment.id).execute();
    await setMessageSize(trx, draft.id, Buffer.byteLength(draft.text_body) + (await attachedBytes(trx, draft.id)));
  });
  await releaseBlobs(ctx, [attachment.blob_key]);
}
