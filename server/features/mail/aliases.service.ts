// A domain's other addresses: aliases that deliver to some of its mailboxes, forwards that send mail on
// to addresses elsewhere, and the catch-all that takes mail to any address nothing else holds.
import { randomUUID } from "node:crypto";
import type { CreateAliasInput, MailAlias } from "@common/schemas/mail";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema";
import type { MailAliasTable } from "../../db/schema-mail";
import { isoTime, isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { type MailActor, requireAlias, requireMailDomain } from "./mail-access";
import { addressOf, CATCH_ALL, refuseTakenAddress, takenError } from "./mail-addresses";
import { MAIL_MESSAGES } from "./mail-messages";

type AliasRow = Selectable<MailAliasTable>;
type AliasKind = MailAlias["kind"];

/** Mailbox ids for an alias or the catch-all, addresses for a forward. */
export function aliasTargets(row: Pick<AliasRow, "targets">): string[] {
  try {
    const parsed: unknown = JSON.parse(row.targets);
    return Array.isArray(parsed) ? parsed.filter((target): target is string => typeof target === "string") : [];
  } catch {
    return [];
  }
}

function toAlias(domain: string, row: AliasRow): MailAlias {
  const kind = row.kind as AliasKind;
  const targets = aliasTargets(row);
  return {
    id: row.id,
    domain_id: row.domain_id,
    kind,
    address: addressOf(row.local_part, domain),
    mailbox_ids: kind === "forward" ? [] : targets,
    addresses: kind === "forward" ? targets : [],
    created_at: isoTime(row.created_at),
  };
}

export async function listAliases(ctx: MailActor, domainId: string): Promise<MailAlias[]> {
  const domain = await requireMailDomain(ctx, domainId);
  const rows = await ctx.db.kysely
    .selectFrom("mail_aliases")
    .selectAll()
    .where("domain_id", "=", domain.id)
    .orderBy("local_part")
    .execute();
  return rows.map((row) => toAlias(domain.domain, row));
}

/** The mailbox ids, once each, when all are mailboxes of the domain; 400 otherwise. */
async function domainMailboxes(ctx: MailActor, domain: { id: string; domain: string }, ids: string[]) {
  const wanted = [...new Set(ids)];
  const found = await ctx.db.kysely
    .selectFrom("mailboxes")
    .select("id")
    .where("domain_id", "=", domain.id)
    .where("id", "in", wanted)
    .execute();
  if (found.length !== wanted.length)
    throw new AppError("VALIDATION_FAILED", MAIL_MESSAGES.aliasTargets(domain.domain));
  return wanted;
}

/** Outside addresses, once each; one at the domain itself would come straight back to it. */
function forwardAddresses(domain: string, addresses: string[]): string[] {
  const wanted = [...new Set(addresses)];
  for (const address of wanted) {
    if (address.slice(address.lastIndexOf("@") + 1) === domain) {
      throw new AppError("VALIDATION_FAILED", MAIL_MESSAGES.forwardLoop(address, domain));
    }
  }
  return wanted;
}

export async function createAlias(ctx: MailActor, domainId: string, input: CreateAliasInput): Promise<MailAlias> {
  const domain = await requireMailDomain(ctx, domainId);
  const localPart = input.kind === "catch_all" ? CATCH_ALL : input.local_part;
  const targets =
    input.kind === "forward"
      ? forwardAddresses(domain.domain, input.addresses)
      : await domainMailboxes(ctx, domain, input.mailbox_ids);
  await refuseTakenAddress(ctx.db.kysely, domain, localPart);
  const row: AliasRow = {
    id: randomUUID(),
    organization_id: domain.organization_id,
    domain_id: domain.id,
    local_part: localPart,
    kind: input.kind,
    targets: JSON.stringify(targets),
    created_at: nowIso(),
  };
  try {
    await ctx.db.kysely.insertInto("mail_aliases").values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw takenError(domain.domain, localPart);
    throw error;
  }
  return toAlias(domain.domain, row);
}

export async function removeAlias(ctx: MailActor, aliasId: string): Promise<void> {
  const row = await requireAlias(ctx, aliasId);
  await ctx.db.kysely.deleteFrom("mail_aliases").where("id", "=", row.id).execute();
}

/**
 * Takes a removed mailbox out of the aliases (and the catch-all) that delivered to it; one left
 * delivering nowhere goes too, so its address is free again rather than a silent hole.
 */
export async function dropMailboxFromAliases(db: Kysely<Database>, domainId: string, mailboxId: string) {
  const rows = await db
    .selectFrom("mail_aliases")
    .selectAll()
    .where("domain_id", "=", domainId)
    .where("kind", "!=", "forward")
    .execute();
  for (const row of rows) {
    const targets = aliasTargets(row);
    if (!targets.includes(mailboxId)) continue;
    const left = targets.filter((id) => id !== mailboxId);
    if (left.length === 0) await db.deleteFrom("mail_aliases").where("id", "=", row.id).execute();
    else
      await db
        .updateTable("mail_aliases")
        .set({ targets: JSON.stringify(left) })
        .where("id", "=", row.id)
        .execute();
  }
}
