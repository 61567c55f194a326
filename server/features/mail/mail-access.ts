// Who reaches what of mail, in one place: an organization's domains, mailboxes and aliases are reached
// only through its members' active organization (another organization's answer as missing ones), and a
// mailbox is read by its members, or by anyone who may manage mail (admins and owners).
import { type Role, roleAllows } from "@common/permissions";
import type { Selectable } from "kysely";
import type { Actor } from "../../auth/session";
import { requireActiveOrganization } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import type { MailAliasTable, MailboxTable, MailDomainTable } from "../../db/schema-mail";
import { AppError } from "../../errors";
import { MAIL_MESSAGES } from "./mail-messages";

/** The caller, with the role the route's guard found in their active organization. */
export type MailActor = { db: Db; actor: Actor; role?: Role };

/** The mailboxes the caller reads: every one for admins and owners, for other roles those they were given. */
export function readableMailboxes({ db, actor, role }: MailActor) {
  const query = db.kysely.selectFrom("mailboxes").selectAll("mailboxes");
  if (role !== undefined && roleAllows(role, "mail:manage")) return query;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom("mailbox_members")
        .select("mailbox_members.user_id")
        .whereRef("mailbox_members.mailbox_id", "=", "mailboxes.id")
        .where("mailbox_members.user_id", "=", actor.userId),
    ),
  );
}

export async function requireMailDomain(
  { db, actor }: MailActor,
  domainId: string,
): Promise<Selectable<MailDomainTable>> {
  const organizationId = await requireActiveOrganization(db, actor);
  const row = await db.kysely
    .selectFrom("mail_domains")
    .selectAll()
    .where("id", "=", domainId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", MAIL_MESSAGES.domainNotFound);
  return row;
}

/** A mailbox the caller may read: one of theirs, or any of the organization's for admins and owners. */
export async function requireMailbox(ctx: MailActor, mailboxId: string): Promise<Selectable<MailboxTable>> {
  const organizationId = await requireActiveOrganization(ctx.db, ctx.actor);
  const row = await readableMailboxes(ctx)
    .where("mailboxes.id", "=", mailboxId)
    .where("mailboxes.organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", MAIL_MESSAGES.mailboxNotFound);
  return row;
}

export async function requireAlias({ db, actor }: MailActor, aliasId: string): Promise<Selectable<MailAliasTable>> {
  const organizationId = await requireActiveOrganization(db, actor);
  const row = await db.kysely
    .selectFrom("mail_aliases")
    .selectAll()
    .where("id", "=", aliasId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", MAIL_MESSAGES.aliasNotFound);
  return row;
}
