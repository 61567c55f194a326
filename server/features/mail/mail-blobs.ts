// A message's raw bytes and its attachments live in the blob store; removing a domain, a mailbox or a
// message removes their rows by cascade, and then the blobs no other row still holds (an alias that fanned a
// message out to several mailboxes stored its bytes once).
import type { BlobStore } from "../../blobs/blob-store";
import { releaseBlobs } from "../../blobs/blob-sweep";
import type { Db } from "../../db/create-db";

type Deps = { db: Db; blobs: BlobStore };
type Whose = { domainId: string } | { mailboxId: string } | { messageId: string };

function columnOf(whose: Whose) {
  if ("domainId" in whose) return ["mailboxes.domain_id", whose.domainId] as const;
  if ("mailboxId" in whose) return ["mailboxes.id", whose.mailboxId] as const;
  return ["mail_messages.id", whose.messageId] as const;
}

async function messageBlobKeys({ kysely: db }: Db, whose: Whose): Promise<string[]> {
  const [column, id] = columnOf(whose);
  const raw = await db
    .selectFrom("mail_messages")
    .innerJoin("mailboxes", "mailboxes.id", "mail_messages.mailbox_id")
    .select("mail_messages.raw_key as key")
    .where(column, "=", id)
    .execute();
  const attached = await db
    .selectFrom("mail_attachments")
    .innerJoin("mail_messages", "mail_messages.id", "mail_attachments.message_id")
    .innerJoin("mailboxes", "mailboxes.id", "mail_messages.mailbox_id")
    .select("mail_attachments.blob_key as key")
    .where(column, "=", id)
    .execute();
  return [...raw, ...attached].map((row) => row.key);
}

/** Runs `remove` (rows that cascade to the messages of `whose`), then frees their blobs no row still holds. */
export async function removingMessageBlobs(deps: Deps, whose: Whose, remove: () => Promise<void>): Promise<void> {
  const keys = await messageBlobKeys(deps.db, whose);
  await remove();
  await releaseBlobs(deps, keys);
}
