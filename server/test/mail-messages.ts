// Mailboxes and what they hold, for the reading tests: domains, mailboxes, their members, messages and
// attachments written straight into the tables (as the inbound server and the mail API write them), so
// reading can be tested on its own.
import { randomBytes, randomUUID } from "node:crypto";
import type { MailFolder } from "@common/schemas/mail";
import type { Insertable } from "kysely";
import type { MailMessageTable } from "../db/schema-mail";
import { dbBool, nowIso } from "../db/values";
import { addMailbox, addMailDomain } from "./mail";
import type { TestApp } from "./test-app";

export type TestMailbox = { id: string; organizationId: string; address: string };

/** A verified mail domain of the organization, named at random so tests never share one. */
export async function insertMailDomain(app: TestApp, organizationId: string): Promise<{ id: string; domain: string }> {
  return addMailDomain(app, organizationId, `mail-${randomBytes(4).toString("hex")}.example`);
}

/** A mailbox `localPart@domain` of a new domain of the organization, read by `memberIds`. */
export async function insertMailbox(
  app: TestApp,
  organizationId: string,
  localPart: string,
  memberIds: string[] = [],
): Promise<TestMailbox> {
  const domain = await addMailDomain(app, organizationId, `mail-${randomBytes(4).toString("hex")}.example`);
  const id = await addMailbox(app, domain, localPart, { quotaBytes: 1024 ** 3 });
  if (memberIds.length > 0) {
    await app.deps.db.kysely
      .insertInto("mailbox_members")
      .values(memberIds.map((userId) => ({ mailbox_id: id, user_id: userId })))
      .execute();
  }
  return { id, organizationId, address: `${localPart}@${domain.domain}` };
}

export type TestMessage = {
  id?: string;
  folder?: MailFolder;
  subject?: string;
  from?: { address: string; name: string };
  text?: string;
  html?: string | null;
  unread?: boolean;
  spamReason?: string | null;
  receivedAt?: string;
  /** The conversation it belongs to: its own by default. */
  threadId?: string;
  sizeBytes?: number;
  auth?: { spf: string; dkim: string; dmarc: string };
};

/** The row a received message would have in `mailbox`. */
export function messageRow(
  app: TestApp,
  mailbox: TestMailbox,
  message: TestMessage = {},
): Insertable<MailMessageTable> {
  const id = message.id ?? randomUUID();
  const text = message.text ?? "Hello, this is a test message.";
  const receivedAt = message.receivedAt ?? nowIso();
  return {
    id,
    organization_id: mailbox.organizationId,
    mailbox_id: mailbox.id,
    folder: message.folder ?? "inbox",
    thread_id: message.threadId ?? `${id}@sender.example`,
    message_id: `${id}@sender.example`,
    in_reply_to: null,
    references_ids: "[]",
    subject: message.subject ?? "A test message",
    from_address: message.from?.address ?? "sender@sender.example",
    from_name: message.from?.name ?? "Sam Sender",
    to_addresses: JSON.stringify([{ address: mailbox.address, name: "" }]),
    cc_addresses: "[]",
    snippet: text.slice(0, 120),
    text_body: text,
    html_body: message.html ?? null,
    raw_key: `sha256/00/00/${"0".repeat(64)}`,
    size_bytes: message.sizeBytes ?? text.length,
    unread: dbBool(app.deps.db.dialect, message.unread ?? true),
    auth: JSON.stringify(message.auth ?? { spf: "pass", dkim: "pass", dmarc: "pass" }),
    spam_reason: message.spamReason ?? null,
    sent_at: receivedAt,
    received_at: receivedAt,
  };
}

/** Messages delivered to `mailbox`, in one insert; their ids in the order given. */
export async function insertMessages(app: TestApp, mailbox: TestMailbox, messages: TestMessage[]): Promise<string[]> {
  const rows = messages.map((message) => messageRow(app, mailbox, message));
  if (rows.length > 0) await app.deps.db.kysely.insertInto("mail_messages").values(rows).execute();
  return rows.map((row) => row.id);
}

/** An attachment of the message, its bytes in the app's blob store; its id. */
export async function insertAttachment(
  app: TestApp,
  messageId: string,
  file: { filename: string; contentType: string; bytes: Uint8Array; contentId?: string; position?: number },
): Promise<string> {
  const stored = await app.deps.blobs.put(file.bytes, file.contentType);
  const id = randomUUID();
  await app.deps.db.kysely
    .insertInto("mail_attachments")
    .values({
      id,
      message_id: messageId,
      position: file.position ?? 0,
      filename: file.filename,
      content_type: file.contentType,
      content_id: file.contentId ?? null,
      size_bytes: stored.size,
      blob_key: stored.key,
    })
    .execute();
  return id;
}
