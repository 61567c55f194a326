// Sending from a mailbox: the message is built, signed with the domain's DKIM key and stored (its bytes
// in the blob store, its row in Sent, queued) before the request answers; the job runner delivers it
// (delivery.ts). A reply joins the conversation it answers; a message passed on carries the attachments
// of the one it passes on; a draft sent becomes the Sent row, attachments and all, and leaves Drafts.
import { randomUUID } from "node:crypto";
import { COMPOSE_MESSAGES, type OpenedMessage, SENDS_PER_HOUR, type SendMailInput } from "@common/schemas/mail-compose";
import type { Kysely } from "kysely";
import { keepBlobs, releaseBlobs } from "../../../blobs/blob-sweep";
import type { Database } from "../../../db/schema";
import { dbBool } from "../../../db/values";
import { AppError } from "../../../errors";
import type { JobRunner } from "../../../jobs/job-runner";
import { requireMailbox } from "../mail-access";
import { attachmentsOf, MAIL_READING_MESSAGES, type MessageRow, requireMessage } from "../messages/message-rows";
import { getMessage } from "../messages/messages.service";
import { composeMime, dkimSign, type OutgoingAttachment } from "./compose-mime";
import { queueDelivery } from "./delivery";
import {
  composedFields,
  copyAttachments,
  insertWrittenMessage,
  mailboxSender,
  newMessageId,
  refuseTooLarge,
  requireDraft,
  setMessageSize,
  threadingOf,
} from "./draft-rows";
import type { ComposeCtx } from "./drafts.service";
import { signingKey } from "./organization-sender";

export type SendCtx = ComposeCtx & { jobs: JobRunner };

const HOUR_MS = 60 * 60 * 1000;

/**
 * 429 once the mailbox has sent its hourly share, saying when the oldest send of the hour stops counting.
 * The mailbox's row is written first, which on PostgreSQL holds two sends from one mailbox apart until
 * the first commits, so both cannot count the same last free place.
 */
async function countSend(trx: Kysely<Database>, mailboxId: string, now: Date): Promise<void> {
  await trx
    .updateTable("mailboxes")
    .set((eb) => ({ used_bytes: eb.ref("used_bytes") }))
    .where("id", "=", mailboxId)
    .execute();
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const sent = await trx
    .selectFrom("mail_sends")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("sent_at").as("oldest")])
    .where("mailbox_id", "=", mailboxId)
    .where("sent_at", ">", since)
    .executeTakeFirstOrThrow();
  if (Number(sent.count) >= SENDS_PER_HOUR) {
    const oldest = sent.oldest ? new Date(sent.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", COMPOSE_MESSAGES.rateLimited, undefined, { "retry-after": String(seconds) });
  }
  await trx
    .insertInto("mail_sends")
    .values({ id: randomUUID(), mailbox_id: mailboxId, sent_at: now.toISOString() })
    .execute();
}

/** The attachments' bytes from the blob store, in their order; 413 first when the message would be too large. */
async function attachmentBytes(ctx: ComposeCtx, messageId: string | null, text: string): Promise<OutgoingAttachment[]> {
  const rows = messageId ? await attachmentsOf(ctx.db, messageId) : [];
  refuseTooLarge(
    text,
    rows.reduce((sum, row) => sum + Number(row.size_bytes), 0),
  );
  return Promise.all(
    rows.map(async (row) => {
      const content = await ctx.blobs.get(row.blob_key);
      if (!content) throw new Error(`attachment ${row.id} of message ${messageId} has no stored bytes`);
      return { filename: row.filename, contentType: row.content_type, content };
    }),
  );
}

/** The draft being sent, from this mailbox; none when the message is written in one go. */
async function draftToSend(ctx: ComposeCtx, mailboxId: string, draftId: string | null): Promise<MessageRow | null> {
  if (!draftId) return null;
  const draft = await requireDraft(ctx, draftId);
  if (draft.mailbox_id !== mailboxId) throw new AppError("NOT_FOUND", MAIL_READING_MESSAGES.noMessage);
  return draft;
}

export async function sendMail(ctx: SendCtx, mailboxId: string, input: SendMailInput): Promise<OpenedMessage> {
  const { db, blobs } = ctx;
  const mailbox = await requireMailbox(ctx, mailboxId);
  const { from, domain } = await mailboxSender(db.kysely, mailbox);
  if (domain.verified_at === null) throw new AppError("CONFLICT", COMPOSE_MESSAGES.domainNotVerified);
  const draft = await draftToSend(ctx, mailbox.id, input.draft_id);
  const threading = await threadingOf(ctx, input.reply_to_message_id);
  // A draft already holds what it passes on (and whatever its writer took off); otherwise the message
  // passed on lends its attachments now.
  const forwarded =
    !draft && input.forward_of_message_id ? await requireMessage(ctx, input.forward_of_message_id) : null;
  const attachments = await attachmentBytes(ctx, draft?.id ?? forwarded?.id ?? null, input.text);
  const messageId = draft?.message_id ?? newMessageId(domain.domain);
  const now = new Date();
  const mime = await composeMime({ ...input, from, messageId, date: now, ...threading, attachments });
  const raw = await dkimSign(mime, signingKey(domain));
  const stored = await blobs.put(raw, "message/rfc822");
  const id = draft?.id ?? randomUUID();
  const row = {
    ...composedFields(input, threading, messageId),
    folder: "sent",
    message_id: messageId,
    from_address: from.address,
    from_name: from.name,
    raw_key: stored.key,
    unread: dbBool(db.dialect, false),
    delivery_status: "queued",
    delivery_error: null,
    delivery_attempts: 0,
    sent_at: now.toISOString(),
    received_at: now.toISOString(),
  };
  await db.kysely.transaction().execute(async (trx) => {
    await countSend(trx, mailbox.id, now);
    if (draft) {
      // Still a draft: of two sends of one draft (a double click), the second finds it sent and stops.
      const changed = await trx
        .updateTable("mail_messages")
        .set(row)
        .where("id", "=", draft.id)
        .where("folder", "=", "drafts")
        .where("delivery_status", "is", null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw new AppError("CONFLICT", COMPOSE_MESSAGES.notDraft);
    } else {
      await insertWrittenMessage(trx, mailbox, { ...row, id });
      if (forwarded) await copyAttachments(trx, forwarded.id, id);
    }
    await setMessageSize(trx, id, raw.length);
    await queueDelivery(ctx, trx, id, [...new Set([...input.to, ...input.cc, ...input.bcc])]);
  });
  await keepBlobs(blobs, [{ key: stored.key, bytes: raw, contentType: "message/rfc822" }]);
  if (draft) await releaseBlobs(ctx, [draft.raw_key]);
  return getMessage(ctx, id);
}
