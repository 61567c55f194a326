// A mailbox's folders with their counts, and deleting a message for good.
import { MAIL_FOLDERS } from "@common/schemas/mail";
import type { FolderCount } from "@common/schemas/mail-compose";
import { sql } from "kysely";
import type { BlobStore } from "../../../blobs/blob-store";
import { type MailActor, requireMailbox } from "../mail-access";
import { removingMessageBlobs } from "../mail-blobs";
import { requireMessage } from "./message-rows";

/** Every folder, Inbox first, with how many messages it holds and how many of them are unread. */
export async function folderCounts(ctx: MailActor, mailboxId: string): Promise<FolderCount[]> {
  const mailbox = await requireMailbox(ctx, mailboxId);
  const rows = await ctx.db.kysely
    .selectFrom("mail_messages")
    .select((eb) => [
      "folder",
      eb.fn.countAll<number | string>().as("total"),
      eb.fn.sum<number | string | null>(sql`case when ${sql.ref("unread")} then 1 else 0 end`).as("unread"),
    ])
    .where("mailbox_id", "=", mailbox.id)
    .groupBy("folder")
    .execute();
  const counts = new Map(rows.map((row) => [row.folder, row]));
  return MAIL_FOLDERS.map((folder) => ({
    folder,
    total: Number(counts.get(folder)?.total ?? 0),
    unread: Number(counts.get(folder)?.unread ?? 0),
  }));
}

/** Deletes a message, its attachments and the bytes no other message holds, and gives its mailbox the room back. */
export async function removeMessage(ctx: MailActor & { blobs: BlobStore }, messageId: string): Promise<void> {
  const row = await requireMessage(ctx, messageId);
  const { db } = ctx;
  await removingMessageBlobs(ctx, { messageId: row.id }, async () => {
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom("mail_messages").where("id", "=", row.id).execute();
      await trx
        .updateTable("mailboxes")
        .set((eb) => ({
          used_bytes: sql`case when ${eb.ref("used_bytes")} > ${Number(row.size_bytes)} then ${eb.ref("used_bytes")} - ${Number(row.size_bytes)} else 0 end`,
        }))
        .where("id", "=", row.mailbox_id)
        .execute();
    });
  });
}
