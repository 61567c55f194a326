// What drafts and sent messages share: the row fields a message being written takes from what was
// typed, the conversation it answers, its attachments, and the bytes it counts against its mailbox.
//
// A mailbox's `used_bytes` is the sum of its messages' `size_bytes`, as the inbound server keeps it:
// every change of a row's size here moves the mailbox's count by as much, so removing any message gives
// back exactly what it held.
import { randomUUID } from "node:crypto";
import { COMPOSE_MESSAGES, type ComposeInput, encodedBytes, MESSAGE_ROOM_BYTES } from "@common/schemas/mail-compose";
import type { Insertable, Kysely, Selectable } from "kysely";
import { describeBlob } from "../../../blobs/blob-store";
import type { Database } from "../../../db/schema";
import type { MailboxTable, MailDomainTable, MailMessageTable } from "../../../db/schema-mail";
import { AppError } from "../../../errors";
import type { MailActor } from "../mail-access";
import { type MessageRow, requireMessage } from "../messages/message-rows";

/**
 * A draft has no raw message yet: it is built, signed and stored when the draft is sent. Until then its
 * `raw_key` names the empty blob, a real key the sweep and every release understand, and that any
 * number of drafts share.
 */
export const EMPTY_RAW = Buffer.alloc(0);
export const EMPTY_RAW_KEY = describeBlob(EMPTY_RAW).key;

/** The mailbox's address and name as its messages are from, and its domain (verified or not, its key). */
export async function mailboxSender(db: Kysely<Database>, mailbox: Selectable<MailboxTable>) {
  const domain: Selectable<MailDomainTable> = await db
    .selectFrom("mail_domains")
    .selectAll()
    .where("id", "=", mailbox.domain_id)
    .executeTakeFirstOrThrow();
  return { from: { address: `${mailbox.local_part}@${domain.domain}`, name: mailbox.display_name }, domain };
}

/** A new Message-ID at the mailbox's domain, without its angle brackets. */
export function newMessageId(domain: string): string {
  return `${randomUUID()}@${domain}`;
}

/** Received messages are judged by SPF, DKIM and DMARC; what we write ourselves has nothing to judge. */
const NO_AUTH = JSON.stringify({ spf: "none", dkim: "none", dmarc: "none" });

export function peopleJson(addresses: string[]): string {
  return JSON.stringify(addresses.map((address) => ({ address, name: "" })));
}

/** The first words of the text, on one line, as lists show them. */
export function snippetOf(text: string): string {
  const words = text.replace(/\s+/g, " ").trim();
  return words.length > 140 ? `${words.slice(0, 139)}…` : words;
}

export type Threading = { threadId: string | null; inReplyTo: string | null; references: string[] };

/** What a reply carries of the message it answers: its conversation, In-Reply-To and References. */
export async function threadingOf(ctx: MailActor, replyToMessageId: string | null): Promise<Threading> {
  if (!replyToMessageId) return { threadId: null, inReplyTo: null, references: [] };
  const answered = await requireMessage(ctx, replyToMessageId);
  const earlier = JSON.parse(answered.references_ids) as string[];
  return {
    threadId: answered.thread_id,
    inReplyTo: answered.message_id,
    references: [...earlier.filter((id) => id !== answered.message_id), answered.message_id],
  };
}

/**
 * The row fields that follow what was typed (and what it answers or passes on); a message that answers
 * none starts its own conversation, named by `messageId`, its own Message-ID.
 */
export function composedFields(input: ComposeInput, threading: Threading, messageId: string) {
  return {
    thread_id: threading.threadId ?? messageId,
    to_addresses: peopleJson(input.to),
    cc_addresses: peopleJson(input.cc),
    bcc_addresses: peopleJson(input.bcc),
    subject: input.subject,
    text_body: input.text,
    snippet: snippetOf(input.text),
    in_reply_to: threading.inReplyTo,
    references_ids: JSON.stringify(threading.references),
    reply_to_message_id: input.reply_to_message_id,
    forward_of_message_id: input.forward_of_message_id,
  };
}

type WrittenRow = Omit<
  Insertable<MailMessageTable>,
  "organization_id" | "mailbox_id" | "html_body" | "auth" | "spam_reason" | "size_bytes"
>;

/**
 * Adds a message the mailbox writes (a draft, or a message sent in one go): text only, nothing to judge,
 * and no bytes counted yet (setMessageSize counts them).
 */
export async function insertWrittenMessage(
  trx: Kysely<Database>,
  mailbox: Selectable<MailboxTable>,
  row: WrittenRow,
): Promise<void> {
  const written = { organization_id: mailbox.organization_id, mailbox_id: mailbox.id, size_bytes: 0 };
  await trx
    .insertInto("mail_messages")
    .values({ ...row, ...written, html_body: null, auth: NO_AUTH, spam_reason: null })
    .execute();
}

/** A draft of a mailbox the caller reads; 409 when the message is no longer one. */
export async function requireDraft(ctx: MailActor, messageId: string): Promise<MessageRow> {
  const row = await requireMessage(ctx, messageId);
  if (row.folder !== "drafts" || row.delivery_status !== null) {
    throw new AppError("CONFLICT", COMPOSE_MESSAGES.notDraft);
  }
  return row;
}

/** The bytes of a message's attachments together. */
export async function attachedBytes(db: Kysely<Database>, messageId: string): Promise<number> {
  const row = await db
    .selectFrom("mail_attachments")
    .select((eb) => eb.fn.sum<number | string | bigint | null>("size_bytes").as("total"))
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** 413 when the text and the attachments, as written into the message, pass what a message may weigh. */
export function refuseTooLarge(text: string, attached: number): void {
  if (Buffer.byteLength(text) + encodedBytes(attached) > MESSAGE_ROOM_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", COMPOSE_MESSAGES.tooLarge);
  }
}

/** Sets the message's size, and moves its mailbox's bytes used by the difference. */
export async function setMessageSize(trx: Kysely<Database>, messageId: string, sizeBytes: number): Promise<void> {
  const row = await trx
    .selectFrom("mail_messages")
    .select(["mailbox_id", "size_bytes"])
    .where("id", "=", messageId)
    .executeTakeFirstOrThrow();
  const delta = sizeBytes - Number(row.size_bytes);
  if (delta === 0) return;
  await trx.updateTable("mail_messages").set({ size_bytes: sizeBytes }).where("id", "=", messageId).execute();
  await trx
    .updateTable("mailboxes")
    .set((eb) => ({ used_bytes: eb("used_bytes", "+", delta) }))
    .where("id", "=", row.mailbox_id)
    .execute();
}

/** Where a message's next attachment goes: after its last one. */
export async function nextAttachmentPosition(trx: Kysely<Database>, messageId: string): Promise<number> {
  const last = await trx
    .selectFrom("mail_attachments")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("message_id", "=", messageId)
    .executeTakeFirst();
  return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
}

/**
 * Gives `messageId` a copy of each of `fromMessageId`'s attachments after those it has: the rows are
 * new, the bytes the same blobs (stored once by their content). Answers the bytes copied.
 */
export async function copyAttachments(
  trx: Kysely<Database>,
  fromMessageId: string,
  messageId: string,
): Promise<number> {
  const [source, start] = await Promise.all([
    trx
      .selectFrom("mail_attachments")
      .selectAll()
      .where("message_id", "=", fromMessageId)
      .orderBy("position")
      .execute(),
    nextAttachmentPosition(trx, messageId),
  ]);
  if (source.length === 0) return 0;
  await trx
    .insertInto("mail_attachments")
    .values(
      source.map((attachment, index) => ({
        ...attachment,
        id: randomUUID(),
        message_id: messageId,
        position: start + index,
      })),
    )
    .execute();
  return source.reduce((sum, attachment) => sum + Number(attachment.size_bytes), 0);
}
