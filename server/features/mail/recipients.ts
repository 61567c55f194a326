// Where mail to an address goes, as the inbound SMTP server asks at RCPT TO: a verified domain of ours,
// then its mailbox, alias or forward of that local part, then the same without a `+tag`
// (info+shop@ reaches info@), then its catch-all.
import type { Db } from "../../db/create-db";
import { aliasTargets } from "./aliases.service";
import { CATCH_ALL } from "./mail-addresses";

export type Recipient =
  | { kind: "mailboxes"; mailboxIds: string[]; domainId: string; organizationId: string }
  | { kind: "forward"; addresses: string[]; domainId: string; organizationId: string }
  /** No domain of ours holds the address: refuse it (550). */
  | { kind: "unknown" }
  /** The domain is ours but not verified yet: it receives nothing until it is. */
  | { kind: "unverified" };

type Domain = { id: string; organization_id: string };

/** What the domain holds at exactly `localPart`, or null. */
async function holderOf({ kysely: db }: Db, domain: Domain, localPart: string): Promise<Recipient | null> {
  const of = { domainId: domain.id, organizationId: domain.organization_id };
  const mailbox = await db
    .selectFrom("mailboxes")
    .select("id")
    .where("domain_id", "=", domain.id)
    .where("local_part", "=", localPart)
    .executeTakeFirst();
  if (mailbox) return { kind: "mailboxes", mailboxIds: [mailbox.id], ...of };
  const alias = await db
    .selectFrom("mail_aliases")
    .select(["kind", "targets"])
    .where("domain_id", "=", domain.id)
    .where("local_part", "=", localPart)
    .executeTakeFirst();
  if (!alias) return null;
  const targets = aliasTargets(alias);
  if (alias.kind === "forward") return targets.length > 0 ? { kind: "forward", addresses: targets, ...of } : null;
  // Only mailboxes that still exist: a target removed meanwhile is no place to deliver to.
  const mailboxes =
    targets.length === 0
      ? []
      : await db
          .selectFrom("mailboxes")
          .select("id")
          .where("domain_id", "=", domain.id)
          .where("id", "in", targets)
          .execute();
  const existing = targets.filter((id) => mailboxes.some((m) => m.id === id));
  return existing.length > 0 ? { kind: "mailboxes", mailboxIds: existing, ...of } : null;
}

/** Where mail to `address` goes; the address is compared lower-cased. */
export async function resolveRecipient(db: Db, address: string): Promise<Recipient> {
  const normalized = address.trim().toLowerCase();
  const at = normalized.lastIndexOf("@");
  const localPart = normalized.slice(0, at);
  const domainName = normalized.slice(at + 1).replace(/\.$/, "");
  if (at <= 0 || domainName === "" || localPart === CATCH_ALL) return { kind: "unknown" };
  const domain = await db.kysely
    .selectFrom("mail_domains")
    .select(["id", "organization_id", "verified_at"])
    .where("domain", "=", domainName)
    .executeTakeFirst();
  if (!domain) return { kind: "unknown" };
  if (domain.verified_at === null) return { kind: "unverified" };
  const plus = localPart.indexOf("+");
  const candidates = plus > 0 ? [localPart, localPart.slice(0, plus)] : [localPart];
  for (const candidate of [...candidates, CATCH_ALL]) {
    const found = await holderOf(db, domain, candidate);
    if (found) return found;
  }
  return { kind: "unknown" };
}
