// Reading a mailbox: a folder's messages newest first, a page at a time, searched; one message with its
// HTML made safe for the reading frame; marking read or unread and moving between folders; downloading
// an attachment. Pages are found by keyset, (received_at, id) before the last one shown, on the index
// mail_messages_by_folder (mailbox_id, folder, received_at, id): a page deep in 50,000 messages costs
// what the first one does. The plans of a page after a cursor, as messages-scale.test.ts prints them:
//   SQLite:     SEARCH mail_messages USING INDEX mail_messages_by_folder
//                 (mailbox_id=? AND folder=? AND (received_at,id)<(?,?))
//   PostgreSQL: Limit -> Index Scan Backward using mail_messages_by_folder on mail_messages
//                 Index Cond: ((mailbox_id = …) AND (folder = …) AND (ROW(received_at, id) < ROW(…, …)))
// Neither sorts: the index gives the order. A search reads the folder in the same order and stops at a
// page of matches, so only a rare word walks the whole folder.
import type { MailFolder, MessageSummary } from "@common/schemas/mail";
import type { OpenedMessage } from "@common/schemas/mail-compose";
import { type Kysely, sql } from "kysely";
import type { BlobStore } from "../../../blobs/blob-store";
import { decodeCursor, type Keyset, likeWord, pageOf, searchWords } from "../../../db/list-pages";
import type { Database } from "../../../db/schema";
import { dbBool } from "../../../db/values";
import type { Env } from "../../../env";
import { AppError } from "../../../errors";
import { type MailActor, requireMailbox } from "../mail-access";
import { SHOWN_PICTURES } from "./mail-pictures";
import {
  MAIL_READING_MESSAGES,
  messagesWithAttachments,
  requireMessage,
  SUMMARY_COLUMNS,
  toSummary,
} from "./message-rows";
import { openedMessage } from "./opened-message";

export const MESSAGES_PER_PAGE = 50;
const SEARCHED = ["from_address", "from_name", "subject", "text_body"] as const;

/** The query of one page (a row more than a page, to know whether another follows). */
export function messagePageQuery(
  db: Kysely<Database>,
  page: { mailboxId: string; folder: MailFolder; cursor: Keyset | null; words: string[] },
) {
  const { cursor, words } = page;
  return db
    .selectFrom("mail_messages")
    .select(SUMMARY_COLUMNS)
    .where("mailbox_id", "=", page.mailboxId)
    .where("folder", "=", page.folder)
    .$if(cursor !== null, (qb) =>
      qb.where((eb) =>
        eb(eb.refTuple("received_at", "id"), "<", eb.tuple((cursor as Keyset).time, (cursor as Keyset).id)),
      ),
    )
    .$if(words.length > 0, (qb) =>
      qb.where((eb) =>
        eb.and(
          words.map((word) =>
            eb.or(SEARCHED.map((column) => sql<boolean>`lower(${eb.ref(column)}) like ${likeWord(word)} escape '\\'`)),
          ),
        ),
      ),
    )
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(MESSAGES_PER_PAGE + 1);
}

/** A page of a folder's messages, newest first, with the cursor of the next page. */
export async function listMessages(
  ctx: MailActor,
  mailboxId: string,
  query: { folder: MailFolder; q?: string; cursor?: string },
): Promise<{ messages: MessageSummary[]; next_cursor: string | null }> {
  const { db } = ctx;
  await requireMailbox(ctx, mailboxId);
  const cursor = decodeCursor(query.cursor, MAIL_READING_MESSAGES.badCursor);
  const words = searchWords(query.q);
  const rows = await messagePageQuery(db.kysely, { mailboxId, folder: query.folder, cursor, words }).execute();
  const { page, next } = pageOf(rows, MESSAGES_PER_PAGE, (row) => row.received_at);
  const withAttachments = await messagesWithAttachments(
    db,
    page.map((row) => row.id),
  );
  const messages = page.map((row) => toSummary({ ...row, has_attachments: withAttachments.has(row.id) }));
  return { messages, next_cursor: next };
}

/** What reading a message needs besides the reader: where its frame is served, and the key to sign it. */
export type ReaderCtx = MailActor & { env: Pick<Env, "previewOrigin" | "appOrigin" | "authSecret"> };

/** One message as the reader opens it (opened-message.ts). */
export async function getMessage(ctx: ReaderCtx, messageId: string): Promise<OpenedMessage> {
  return openedMessage(ctx.db, ctx.env, await requireMessage(ctx, messageId));
}

/**
 * Marks a message read or unread, or moves it to another folder. A message moved out of Spam by hand was
 * not spam after all, so the reason it went there is forgotten.
 */
export async function updateMessage(
  ctx: ReaderCtx,
  messageId: string,
  change: { unread?: boolean; folder?: MailFolder },
): Promise<OpenedMessage> {
  const { db } = ctx;
  const row = await requireMessage(ctx, messageId);
  const moved = change.folder !== undefined && change.folder !== row.folder;
  await db.kysely
    .updateTable("mail_messages")
    .set({
      ...(change.unread !== undefined && { unread: dbBool(db.dialect, change.unread) }),
      ...(moved && { folder: change.folder, ...(change.folder !== "spam" && { spam_reason: null }) }),
    })
    .where("id", "=", row.id)
    .execute();
  return getMessage(ctx, row.id);
}

/** What a download streams in, so a large attachment is never held whole in memory. */
const CHUNK_BYTES = 1024 * 1024;

/** An attachment of a message the reader may open: its row, its type as served, and its bytes as a stream. */
export async function openAttachment(ctx: MailActor & { blobs: BlobStore }, messageId: string, attachmentId: string) {
  const { db, blobs } = ctx;
  const message = await requireMessage(ctx, messageId);
  const attachment = await db.kysely
    .selectFrom("mail_attachments")
    .selectAll()
    .where("id", "=", attachmentId)
    .where("message_id", "=", message.id)
    .executeTakeFirst();
  const size = attachment ? await blobs.size(attachment.blob_key) : null;
  if (!attachment || size === null) throw new AppError("NOT_FOUND", MAIL_READING_MESSAGES.noAttachment);
  const declared = attachment.content_type.split(";")[0]?.trim().toLowerCase() ?? "";
  const contentType = SHOWN_PICTURES.has(declared) ? declared : "application/octet-stream";
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= size) {
        controller.close();
        return;
      }
      const chunk = await blobs.getRange(attachment.blob_key, offset, Math.min(offset + CHUNK_BYTES, size) - 1);
      if (!chunk || chunk.length === 0) {
        controller.error(new Error(`attachment ${attachment.id} ended early at byte ${offset} of ${size}`));
        return;
      }
      offset += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return {
    filename: attachment.filename,
    contentType,
    size,
    isPicture: contentType !== "application/octet-stream",
    body,
  };
}
