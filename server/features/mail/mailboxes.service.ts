// A domain's mailboxes: an address that keeps mail, read by the members it is given to (and by the
// organization's admins and owners), within its quota.
import { randomUUID } from "node:crypto";
import type { CreateMailboxInput, Mailbox, UpdateMailboxInput } from "@common/schemas/mail";
import type { Kysely, Selectable } from "kysely";
import { membersAmong } from "../../auth/permissions";
import type { BlobStore } from "../../blobs/blob-store";
import type { Database } from "../../db/schema";
import type { MailboxTable } from "../../db/schema-mail";
import { dbBool, isoTime, isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { dropMailboxFromAliases } from "./aliases.service";
import { type MailActor, readableMailboxes, requireMailbox, requireMailDomain } from "./mail-access";
import { addressOf, refuseTakenAddress, takenError } from "./mail-addresses";
import { removingMessageBlobs } from "./mail-blobs";
import { MAIL_MESSAGES } from "./mail-messages";

type MailboxRow = Selectable<MailboxTable>;

/** The mailboxes as the API shows them: with their domain's name, their readers and their unread mail. */
async function toMailboxes(ctx: MailActor, rows: MailboxRow[]): Promise<Mailbox[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const db = ctx.db.kysely;
  const [domains, members, unread] = await Promise.all([
    db
      .selectFrom("mail_domains")
      .select(["id", "domain"])
      .where("id", "in", [...new Set(rows.map((row) => row.domain_id))])
      .execute(),
    db.selectFrom("mailbox_members").selectAll().where("mailbox_id", "in", ids).orderBy("user_id").execute(),
    db
      .selectFrom("mail_messages")
      .select(["mailbox_id", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("mailbox_id", "in", ids)
      .where("folder", "=", "inbox")
      .where("unread", "=", dbBool(ctx.db.dialect, true))
      .groupBy("mailbox_id")
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    domain_id: row.domain_id,
    address: addressOf(row.local_part, domains.find((d) => d.id === row.domain_id)?.domain ?? ""),
    local_part: row.local_part,
    display_name: row.display_name,
    member_ids: members.filter((m) => m.mailbox_id === row.id).map((m) => m.user_id),
    quota_bytes: Number(row.quota_bytes),
    used_bytes: Number(row.used_bytes),
    unread: Number(unread.find((u) => u.mailbox_id === row.id)?.count ?? 0),
    created_at: isoTime(row.created_at),
  }));
}

/** Every mailbox of the domain for admins and owners; for anyone else, those given to them. */
export async function listMailboxes(ctx: MailActor, domainId: string): Promise<Mailbox[]> {
  const domain = await requireMailDomain(ctx, domainId);
  const rows = await readableMailboxes(ctx).where("domain_id", "=", domain.id).orderBy("local_part").execute();
  return toMailboxes(ctx, rows);
}

/** The user ids, once each, when all are members of the organization; 400 otherwise. */
async function readers(ctx: MailActor, organizationId: string, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const members = await membersAmong(ctx.db, organizationId, wanted);
  if (members.size !== wanted.length) throw new AppError("VALIDATION_FAILED", MAIL_MESSAGES.notMembers);
  return wanted;
}

async function setReaders(db: Kysely<Database>, mailboxId: string, userIds: string[]) {
  await db.deleteFrom("mailbox_members").where("mailbox_id", "=", mailboxId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto("mailbox_members")
    .values(userIds.map((user_id) => ({ mailbox_id: mailboxId, user_id })))
    .execute();
}

export async function createMailbox(ctx: MailActor, domainId: string, input: CreateMailboxInput): Promise<Mailbox> {
  const domain = await requireMailDomain(ctx, domainId);
  const memberIds = await readers(ctx, domain.organization_id, input.member_ids);
  await refuseTakenAddress(ctx.db.kysely, domain, input.local_part);
  const row: MailboxRow = {
    id: randomUUID(),
    organization_id: domain.organization_id,
    domain_id: domain.id,
    local_part: input.local_part,
    display_name: input.display_name,
    quota_bytes: input.quota_bytes,
    used_bytes: 0,
    created_at: nowIso(),
  };
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto("mailboxes").values(row).execute();
      await setReaders(trx, row.id, memberIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(domain.domain, input.local_part);
    throw error;
  }
  const [mailbox] = await toMailboxes(ctx, [row]);
  return mailbox as Mailbox;
}

export async function updateMailbox(ctx: MailActor, mailboxId: string, input: UpdateMailboxInput): Promise<Mailbox> {
  const row = await requireMailbox(ctx, mailboxId);
  const memberIds = input.member_ids && (await readers(ctx, row.organization_id, input.member_ids));
  const { member_ids: _, ...columns } = input;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (Object.keys(columns).length > 0) {
      await trx.updateTable("mailboxes").set(columns).where("id", "=", row.id).execute();
    }
    if (memberIds) await setReaders(trx, row.id, memberIds);
  });
  const [mailbox] = await toMailboxes(ctx, [{ ...row, ...columns }]);
  return mailbox as Mailbox;
}

/** Removes the mailbox with its messages and their blobs; aliases to it deliver to their other mailboxes. */
export async function removeMailbox(ctx: MailActor & { blobs: BlobStore }, mailboxId: string): Promise<void> {
  const row = await requireMailbox(ctx, mailboxId);
  await removingMessageBlobs(ctx, { mailboxId: row.id }, async () => {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await dropMailboxFromAliases(trx, row.domain_id, row.id);
      await trx.deleteFrom("mailboxes").where("id", "=", row.id).execute();
    });
  });
}
