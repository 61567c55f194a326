// Messages as the API shows them, and the lookups every messages route starts from: a message is reached
// through its mailbox, so who reads it is decided where every mailbox's reach is (../mail-access.ts). A
// message in a mailbox the reader does not reach answers the same 404 as one that does not exist, so
// nobody learns what is there.
import {
  type MailAuth,
  type MailFolder,
  type Message,
  type MessageSummary,
  mailAuthSchema,
} from "@common/schemas/mail";
import type { Selectable } from "kysely";
import type { Db } from "../../../db/create-db";
import type { MailAttachmentTable, MailMessageTable } from "../../../db/schema-mail";
import { isoTime } from "../../../db/values";
import { AppError } from "../../../errors";
import { type MailActor, requireMailbox } from "../mail-access";
import type { SanitisedMailHtml } from "./mail-html";

export const MAIL_READING_MESSAGES = {
  noMessage: "No such message",
  noAttachment: "No such attachment",
  badCursor: "This cursor is not one the mailbox gave: start again from the first page",
};

export type MessageRow = Selectable<MailMessageTable>;
export type AttachmentRow = Selectable<MailAttachmentTable>;

/** What a list shows of a message: never its bodies, which may be large. */
export const SUMMARY_COLUMNS = [
  "id",
  "folder",
  "thread_id",
  "subject",
  "from_address",
  "from_name",
  "to_addresses",
  "snippet",
  "unread",
  "auth",
  "received_at",
] as const;

export type SummaryRow = Pick<MessageRow, (typeof SUMMARY_COLUMNS)[number]> & { has_attachments: boolean };

type Person = { address: string; name: string };

export function peopleOf(json: string): Person[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.map((entry: { address?: unknown; name?: unknown }) => ({
    address: String(entry?.address ?? ""),
    name: String(entry?.name ?? ""),
  }));
}

const NO_AUTH: MailAuth = { spf: "none", dkim: "none", dmarc: "none" };

/** The stored results, or "none" for each when the row holds something else. */
function authOf(json: string): MailAuth {
  const parsed = mailAuthSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : NO_AUTH;
}

export function toSummary(row: SummaryRow): MessageSummary {
  return {
    id: row.id,
    subject: row.subject,
    from: { address: row.from_address, name: row.from_name },
    to: peopleOf(row.to_addresses),
    // When it reached us: the order lists are in, and a time no sender can set.
    date: isoTime(row.received_at),
    unread: Boolean(row.unread),
    thread_id: row.thread_id,
    folder: row.folder as MailFolder,
    snippet: row.snippet,
    has_attachments: row.has_attachments,
    auth: authOf(row.auth),
  };
}

export function toMessage(row: MessageRow, attachments: AttachmentRow[], html: SanitisedMailHtml | null): Message {
  return {
    ...toSummary({ ...row, has_attachments: attachments.length > 0 }),
    cc: peopleOf(row.cc_addresses),
    message_id: row.message_id,
    in_reply_to: row.in_reply_to,
    text: row.text_body,
    html: html?.html ?? null,
    has_remote_images: html?.hasRemoteImages ?? false,
    spam_reason: row.spam_reason,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      filename: attachment.filename,
      content_type: attachment.content_type,
      size_bytes: Number(attachment.size_bytes),
    })),
  };
}

/** Where an attachment is downloaded (and a picture the mail carries is shown from). */
export function attachmentPath(messageId: string, attachmentId: string): string {
  return `/api/mail/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** The whole message when the reader reaches its mailbox; 404 otherwise. */
export async function requireMessage(ctx: MailActor, messageId: string): Promise<MessageRow> {
  const row = await ctx.db.kysely
    .selectFrom("mail_messages")
    .selectAll()
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (!row || !(await reaches(ctx, row.mailbox_id))) throw new AppError("NOT_FOUND", MAIL_READING_MESSAGES.noMessage);
  return row;
}

/** Whether the reader reaches the mailbox: its refusal, as a no. */
async function reaches(ctx: MailActor, mailboxId: string): Promise<boolean> {
  try {
    await requireMailbox(ctx, mailboxId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return false;
    throw error;
  }
}

export function attachmentsOf({ kysely: db }: Db, messageId: string): Promise<AttachmentRow[]> {
  return db
    .selectFrom("mail_attachments")
    .selectAll()
    .where("message_id", "=", messageId)
    .orderBy("position")
    .execute();
}

/** Which of a page's messages have attachments: one look-up by their ids, on mail_attachments_by_message. */
export async function messagesWithAttachments({ kysely: db }: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("mail_attachments")
    .select("message_id")
    .distinct()
    .where("message_id", "in", ids)
    .execute();
  return new Set(rows.map((row) => row.message_id));
}
