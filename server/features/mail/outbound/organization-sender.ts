// Who the product's own mails of an organization (invitations, form notifications, order mails) come
// from: `noreply@` its verified mail domain under its name, signed with that domain's DKIM key, so its
// clients and customers see the business rather than the installation. Without a verified domain they
// come from MAIL_FROM, as before.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { MailSender } from "../../../mail/mailer";
import type { DkimKey } from "./compose-mime";

/** The local part of the organization's address that nobody reads. */
export const NOREPLY = "noreply";

/** The key that signs what `domain` sends. */
export function signingKey(domain: { domain: string; dkim_selector: string; dkim_private_key: string }): DkimKey {
  return { domainName: domain.domain, keySelector: domain.dkim_selector, privateKey: domain.dkim_private_key };
}

/** The organization's own sender, from its first verified mail domain; null when it has none. */
export async function organizationSender(db: Kysely<Database>, organizationId: string): Promise<MailSender | null> {
  const row = await db
    .selectFrom("mail_domains")
    .innerJoin("organization", "organization.id", "mail_domains.organization_id")
    .select([
      "mail_domains.domain",
      "mail_domains.dkim_selector",
      "mail_domains.dkim_private_key",
      "organization.name as organization_name",
    ])
    .where("mail_domains.organization_id", "=", organizationId)
    .where("mail_domains.verified_at", "is not", null)
    .orderBy("mail_domains.verified_at")
    .orderBy("mail_domains.domain")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.organization_name,
    address: `${NOREPLY}@${row.domain}`,
    dkim: signingKey(row),
  };
}
