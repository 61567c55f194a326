// What RCPT TO decides for one address: the mailboxes it delivers to (those with room), the outside
// addresses it forwards to, or the refusal the client hears. Nothing is accepted and then dropped.
import type { Db } from "../../../db/create-db";
import { resolveRecipient } from "../recipients";
import { smtpReply } from "./smtp-reply";

export type RecipientPlan =
  | { kind: "mailboxes"; mailboxIds: string[] }
  | { kind: "forward"; domain: string; addresses: string[] };

/** Mailboxes among `ids` with room for `size` more bytes (0 when the client did not say how big). */
async function mailboxesWithRoom(db: Db, ids: string[], size: number): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom("mailboxes")
    .select(["id", "used_bytes", "quota_bytes"])
    .where("id", "in", ids)
    .execute();
  return rows
    .filter((row) => Number(row.used_bytes) < Number(row.quota_bytes))
    .filter((row) => Number(row.used_bytes) + size <= Number(row.quota_bytes))
    .map((row) => row.id);
}

/**
 * The plan for `address`, or a refusal thrown as an SMTP reply. An alias delivers to those of its
 * mailboxes that have room; only when none has is the address refused, for now (452: try later).
 */
export async function planRecipient(db: Db, address: string, announcedSize: number): Promise<RecipientPlan> {
  const found = await resolveRecipient(db, address);
  switch (found.kind) {
    case "unknown":
      throw smtpReply(550, "5.1.1 No such mailbox here");
    case "unverified":
      throw smtpReply(550, "5.7.1 Relaying denied");
    case "forward":
      return {
        kind: "forward",
        domain: address.slice(address.lastIndexOf("@") + 1).toLowerCase(),
        addresses: found.addresses,
      };
    case "mailboxes": {
      const mailboxIds = await mailboxesWithRoom(db, found.mailboxIds, announcedSize);
      if (mailboxIds.length === 0) throw smtpReply(452, "4.2.2 Mailbox full");
      return { kind: "mailboxes", mailboxIds };
    }
  }
}
