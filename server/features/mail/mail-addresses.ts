// A domain's addresses: each local part is one mailbox's or one alias's, never both, so that a
// recipient always resolves to one thing.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { MAIL_MESSAGES } from "./mail-messages";

/** The catch-all's local part. */
export const CATCH_ALL = "*";

export function addressOf(localPart: string, domain: string): string {
  return `${localPart}@${domain}`;
}

/** 409 when a mailbox or an alias of the domain already has `localPart`. */
export async function refuseTakenAddress(
  db: Kysely<Database>,
  domain: { id: string; domain: string },
  localPart: string,
): Promise<void> {
  const [mailbox, alias] = await Promise.all([
    db
      .selectFrom("mailboxes")
      .select("id")
      .where("domain_id", "=", domain.id)
      .where("local_part", "=", localPart)
      .executeTakeFirst(),
    db
      .selectFrom("mail_aliases")
      .select("id")
      .where("domain_id", "=", domain.id)
      .where("local_part", "=", localPart)
      .executeTakeFirst(),
  ]);
  if (mailbox || alias) throw takenError(domain.domain, localPart);
}

export function takenError(domain: string, localPart: string): AppError {
  return localPart === CATCH_ALL
    ? new AppError("CONFLICT", MAIL_MESSAGES.catchAllTaken(domain))
    : new AppError("CONFLICT", MAIL_MESSAGES.addressTaken(addressOf(localPart, domain)));
}
