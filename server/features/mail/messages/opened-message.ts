// A message as the reader opens it: its fields, its HTML made safe (pictures it carries served from the
// reading frame's origin), the signed addresses of its reading frame, its conversation in the mailbox, and
// for what this product sent, how delivery is going.
import type { MessageSummary } from "@common/schemas/mail";
import { DELIVERY_STATES, type Delivery, type OpenedMessage } from "@common/schemas/mail-compose";
import type { Db } from "../../../db/create-db";
import type { Env } from "../../../env";
import { sanitiseMailHtml } from "./mail-html";
import {
  attachmentsOf,
  type MessageRow,
  messagesWithAttachments,
  peopleOf,
  SUMMARY_COLUMNS,
  toMessage,
  toSummary,
} from "./message-rows";
import { inlinePictureUrl, pictureParts, readingFrameUrl } from "./reading-frame";

/** The most of a conversation an opened message lists. */
const THREAD_LIMIT = 100;

type FrameEnv = Pick<Env, "previewOrigin" | "appOrigin" | "authSecret">;

function deliveryOf(row: MessageRow): Delivery | null {
  const status = DELIVERY_STATES.find((state) => state === row.delivery_status);
  if (!status) return null;
  return { status, error: row.delivery_error, attempts: Number(row.delivery_attempts) };
}

/** The conversation's messages in this mailbox, oldest first, leaving out what was thrown away. */
async function threadOf(db: Db, row: MessageRow): Promise<MessageSummary[]> {
  const rows = await db.kysely
    .selectFrom("mail_messages")
    .select(SUMMARY_COLUMNS)
    .where("mailbox_id", "=", row.mailbox_id)
    .where("thread_id", "=", row.thread_id)
    .where((eb) => eb.or([eb("folder", "!=", "trash"), eb("id", "=", row.id)]))
    .orderBy("received_at", "asc")
    .orderBy("id", "asc")
    .limit(THREAD_LIMIT)
    .execute();
  const withFiles = await messagesWithAttachments(
    db,
    rows.map((each) => each.id),
  );
  return rows.map((each) => toSummary({ ...each, has_attachments: withFiles.has(each.id) }));
}

export async function openedMessage(db: Db, env: FrameEnv, row: MessageRow): Promise<OpenedMessage> {
  const [attachments, parts, thread] = await Promise.all([
    attachmentsOf(db, row.id),
    pictureParts(db, row.id),
    threadOf(db, row),
  ]);
  const html =
    row.html_body === null
      ? null
      : sanitiseMailHtml(row.html_body, (contentId) => {
          const id = parts.get(contentId);
          return id ? inlinePictureUrl(env, row.id, id) : null;
        });
  return {
    ...toMessage(row, attachments, html),
    bcc: peopleOf(row.bcc_addresses),
    reply_to_message_id: row.reply_to_message_id,
    forward_of_message_id: row.forward_of_message_id,
    delivery: deliveryOf(row),
    reading_url: html === null ? null : readingFrameUrl(env, row.id, false),
    reading_url_with_images: html?.hasRemoteImages ? readingFrameUrl(env, row.id, true) : null,
    thread,
  };
}
