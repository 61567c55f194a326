// A received message kept before the sending server hears 250: its raw bytes and attachments in the
// blob store (each put is written to disk and synced), then one row per receiving mailbox, the bytes
// each mailbox holds, and the copies to forward, in one transaction. Until that commits nothing refers
// to the blobs, and a crash makes the sender try again; once it commits, the message is there.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../../app-deps";
import type { Database } from "../../../db/schema";
import { dbBool } from "../../../db/values";
import type { InboundAuth } from "./authenticate-message";
import { type ForwardCopy, queueForwards } from "./forward-mail";
import { type ParsedMessage, parseMessage } from "./parse-message";
import { smtpReply } from "./smtp-reply";
import { spamReason } from "./spam-check";

export type StoreDeps = Pick<AppDeps, "env" | "db" | "blobs" | "jobs">;

export type Delivery = {
  /** The message as it will be kept: what the client sent, with our Received header above it. */
  raw: Buffer;
  /** Each receiving mailbox once, however many recipients led to it. */
  mailboxIds: string[];
  forwards: ForwardCopy[];
  auth: InboundAuth;
  receivedAt: Date;
  /** The envelope sender, shown as the sender when the message has no From. */
  mailFrom: string;
};

/** A mailbox has no room left for the message: the sender should try again later. */
export class MailboxFullError extends Error {
  constructor(readonly mailboxId: string) {
    super("4.2.2 Mailbox full");
  }
}

/** The References and In-Reply-To ids a thread is looked up by, newest last. */
function answeredIds(message: ParsedMessage): string[] {
  const ids = [...message.references];
  if (message.inReplyTo && !ids.includes(message.inReplyTo)) ids.push(message.inReplyTo);
  return ids;
}

/** The thread of a message it answers in this mailbox (the earliest found), else its own Message-ID. */
async function threadOf(trx: Kysely<Database>, mailboxId: string, message: ParsedMessage): Promise<string> {
  const ids = answeredIds(message);
  if (ids.length === 0) return message.messageId;
  const earlier = await trx
    .selectFrom("mail_messages")
    .select("thread_id")
    .where("mailbox_id", "=", mailboxId)
    .where("message_id", "in", ids)
    .orderBy("received_at")
    .limit(1)
    .executeTakeFirst();
  return earlier?.thread_id ?? message.messageId;
}

/** The first words of the text, on one line. */
function snippetOf(text: string): string {
  const words = text.replace(/\s+/g, " ").trim();
  return words.length > 140 ? `${words.slice(0, 139)}…` : words;
}

type StoredAttachment = ParsedMessage["attachments"][number] & { key: string; size: number };

/** Attachment rows per insert: well under either database's limit of bound values. */
const ATTACHMENT_BATCH = 500;

/** Stores the message for its mailboxes and queues its forwards; throws MailboxFullError, storing nothing. */
export async function storeMessage(deps: StoreDeps, delivery: Delivery): Promise<{ messageIds: string[] }> {
  const { db, blobs, env } = deps;
  if (delivery.mailboxIds.length === 0) {
    await db.kysely
      .transaction()
      .execute((trx) => queueForwards(deps, delivery.raw, delivery.mailFrom, delivery.forwards, trx));
    return { messageIds: [] };
  }
  const message = await parseMessage(delivery.raw, env.mail.host).catch(() => {
    // Beyond what a mail program can show (a megabyte of one header, say): the sender hears so, now.
    throw smtpReply(554, "5.6.0 The message's headers or MIME structure could not be read");
  });
  const rawKey = (await blobs.put(delivery.raw, "message/rfc822")).key;
  const attachments: StoredAttachment[] = [];
  for (const attachment of message.attachments) {
    const stored = await blobs.put(attachment.content, attachment.contentType);
    attachments.push({ ...attachment, key: stored.key, size: stored.size });
  }
  const messageIds: string[] = [];
  await db.kysely.transaction().execute(async (trx) => {
    for (const mailboxId of delivery.mailboxIds) {
      messageIds.push(await insertCopy(trx, deps, delivery, { mailboxId, message, rawKey, attachments }));
    }
    await queueForwards(deps, delivery.raw, delivery.mailFrom, delivery.forwards, trx);
  });
  return { messageIds };
}

/** One mailbox's row of the message and its attachments' rows, its bytes counted against its quota. */
async function insertCopy(
  trx: Kysely<Database>,
  { db }: StoreDeps,
  { raw, auth, receivedAt, mailFrom }: Delivery,
  {
    mailboxId,
    message,
    rawKey,
    attachments,
  }: { mailboxId: string; message: ParsedMessage; rawKey: string; attachments: StoredAttachment[] },
): Promise<string> {
  const mailbox = await trx
    .updateTable("mailboxes")
    .set((eb) => ({ used_bytes: eb("used_bytes", "+", raw.length) }))
    .where("id", "=", mailboxId)
    .where((eb) => eb(eb("used_bytes", "+", raw.length), "<=", eb.ref("quota_bytes")))
    .returning("organization_id")
    .executeTakeFirst();
  if (!mailbox) throw new MailboxFullError(mailboxId);
  const reason = spamReason(auth, message);
  const from = message.from.address ? message.from : { address: mailFrom, name: "" };
  const id = randomUUID();
  await trx
    .insertInto("mail_messages")
    .values({
      id,
      organization_id: mailbox.organization_id,
      mailbox_id: mailboxId,
      folder: reason ? "spam" : "inbox",
      thread_id: await threadOf(trx, mailboxId, message),
      message_id: message.messageId,
      in_reply_to: message.inReplyTo,
      references_ids: JSON.stringify(message.references),
      subject: message.subject,
      from_address: from.address,
      from_name: from.name,
      to_addresses: JSON.stringify(message.to),
      cc_addresses: JSON.stringify(message.cc),
      snippet: snippetOf(message.text),
      text_body: message.text,
      html_body: message.html,
      raw_key: rawKey,
      size_bytes: raw.length,
      unread: dbBool(db.dialect, true),
      auth: JSON.stringify(auth.results),
      spam_reason: reason,
      sent_at: (message.date ?? receivedAt).toISOString(),
      received_at: receivedAt.toISOString(),
    })
    .execute();
  for (let start = 0; start < attachments.length; start += ATTACHMENT_BATCH) {
    const batch = attachments.slice(start, start + ATTACHMENT_BATCH);
    await trx
      .insertInto("mail_attachments")
      .values(
        batch.map((attachment, index) => ({
          id: randomUUID(),
          message_id: id,
          position: start + index,
          filename: attachment.filename,
          content_type: attachment.contentType,
          content_id: attachment.contentId,
          size_bytes: attachment.size,
          blob_key: attachment.key,
        })),
      )
      .execute();
  }
  return id;
}
