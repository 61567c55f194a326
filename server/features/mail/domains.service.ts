// An organization's mail domains: added with a DKIM key of their own and the DNS records to create,
// checked against DNS until every record is found (then the domain receives and sends), removed with
// everything they hold.
import { randomUUID } from "node:crypto";
import { hostnameProblem, normalizeHostname } from "@common/domains";
import type { AddMailDomainInput, MailDomain } from "@common/schemas/mail";
import type { Selectable } from "kysely";
import { requireActiveOrganization } from "../../auth/site-access";
import type { BlobStore } from "../../blobs/blob-store";
import type { MailDomainTable } from "../../db/schema-mail";
import { isoTime, isUniqueViolation, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { makeDkimKey } from "./dkim-keys";
import { type MailActor, requireMailDomain } from "./mail-access";
import { removingMessageBlobs } from "./mail-blobs";
import { MAIL_MESSAGES } from "./mail-messages";
import { checkRecords, recordsOf } from "./mail-records";

export type MailContext = MailActor & { env: Pick<Env, "mail" | "dnsServers">; blobs: BlobStore };
type DomainRow = Selectable<MailDomainTable>;

function toMailDomain(env: MailContext["env"], row: DomainRow): MailDomain {
  return {
    id: row.id,
    domain: row.domain,
    verified: row.verified_at !== null,
    records: recordsOf(env.mail, row),
    checked_at: isoTime(row.checked_at),
    created_at: isoTime(row.created_at),
  };
}

export async function listMailDomains(ctx: MailContext): Promise<MailDomain[]> {
  const organizationId = await requireActiveOrganization(ctx.db, ctx.actor);
  const rows = await ctx.db.kysely
    .selectFrom("mail_domains")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("domain")
    .execute();
  return rows.map((row) => toMailDomain(ctx.env, row));
}

export async function getMailDomain(ctx: MailContext, domainId: string): Promise<MailDomain> {
  return toMailDomain(ctx.env, await requireMailDomain(ctx, domainId));
}

/** Why `domain` cannot be added: held already, here or by another organization; null when it is free. */
async function heldBy(ctx: MailContext, domain: string, organizationId: string): Promise<AppError | null> {
  const holder = await ctx.db.kysely
    .selectFrom("mail_domains")
    .select("organization_id")
    .where("domain", "=", domain)
    .executeTakeFirst();
  if (!holder) return null;
  return holder.organization_id === organizationId
    ? new AppError("CONFLICT", MAIL_MESSAGES.domainAlreadyHere(domain))
    : new AppError("CONFLICT", MAIL_MESSAGES.domainTakenElsewhere(domain));
}

/**
 * Adds a domain, unverified, with a new DKIM key. A name is held by one organization at a time, so mail
 * to it has one place to go.
 */
export async function addMailDomain(ctx: MailContext, input: AddMailDomainInput): Promise<MailDomain> {
  const organizationId = await requireActiveOrganization(ctx.db, ctx.actor);
  const domain = normalizeHostname(input.domain);
  const problem = hostnameProblem(domain);
  if (problem) throw new AppError("VALIDATION_FAILED", problem);
  const held = await heldBy(ctx, domain, organizationId);
  if (held) throw held;
  const key = await makeDkimKey();
  const row: DomainRow = {
    id: randomUUID(),
    organization_id: organizationId,
    domain,
    dkim_selector: key.selector,
    dkim_private_key: key.privateKey,
    dkim_public_key: key.publicKey,
    checked_records: "[]",
    checked_at: null,
    verified_at: null,
    created_at: nowIso(),
  };
  try {
    await ctx.db.kysely.insertInto("mail_domains").values(row).execute();
  } catch (error) {
    // Added by someone else while the key was being made.
    if (isUniqueViolation(error)) throw (await heldBy(ctx, domain, organizationId)) ?? error;
    throw error;
  }
  return toMailDomain(ctx.env, row);
}

/**
 * Looks the records up and keeps what was found. A domain is verified once all four are found, and
 * stays verified while its MX still names our host: a record of sending gone missing later (SPF, DKIM,
 * DMARC) is shown for its admin to fix, but must not stop mail the domain already receives here. Once
 * its MX names another host (or none), mail has moved elsewhere and the domain is unverified until
 * checked again. A failed lookup changes neither.
 */
export async function verifyMailDomain(ctx: MailContext, domainId: string): Promise<MailDomain> {
  const row = await requireMailDomain(ctx, domainId);
  const { records, mxGone } = await checkRecords(ctx.env.dnsServers, ctx.env.mail, row);
  const now = nowIso();
  const allFound = records.every((record) => record.status === "found");
  const verifiedAt = allFound ? (row.verified_at ?? now) : mxGone ? null : row.verified_at;
  const update = { checked_records: JSON.stringify(records), checked_at: now, verified_at: verifiedAt };
  await ctx.db.kysely.updateTable("mail_domains").set(update).where("id", "=", row.id).execute();
  return toMailDomain(ctx.env, { ...row, ...update });
}

/** Removes the domain with its mailboxes, aliases and messages (the database cascades), and their blobs. */
export async function removeMailDomain(ctx: MailContext, domainId: string): Promise<void> {
  const row = await requireMailDomain(ctx, domainId);
  await removingMessageBlobs(ctx, { domainId: row.id }, async () => {
    await ctx.db.kysely.deleteFrom("mail_domains").where("id", "=", row.id).execute();
  });
}
