import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Sending mail (docs/product.md#mail):
 * - a message being written or sent keeps its Bcc, what it answers or passes on, and, once sent, how its
 *   delivery is going (`queued`, `sent`, `failed` with the reason, and how many tries it took);
 * - `mail_sends` counts what each mailbox sent in the last hour for its limit. It is its own table so that
 *   deleting a sent message does not give the mailbox its sends back.
 */
export function mailSending(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const added = [
    ["bcc_addresses", (c) => c.notNull().defaultTo("[]")],
    ["reply_to_message_id", (c) => c],
    ["forward_of_message_id", (c) => c],
    ["delivery_status", (c) => c],
    ["delivery_error", (c) => c],
  ] as const satisfies readonly [
    string,
    Parameters<ReturnType<Kysely<unknown>["schema"]["alterTable"]>["addColumn"]>[2],
  ][];
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, build] of added) {
        await db.schema.alterTable("mail_messages").addColumn(column, "text", build).execute();
      }
      await db.schema
        .alterTable("mail_messages")
        .addColumn("delivery_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("mail_sends")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("mailbox_id", "text", (c) => c.notNull().references("mailboxes.id").onDelete("cascade"))
        .addColumn("sent_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("mail_sends_by_mailbox")
        .on("mail_sends")
        .columns(["mailbox_id", "sent_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("mail_sends").execute();
      for (const column of [...added.map(([name]) => name), "delivery_attempts"]) {
        await db.schema.alterTable("mail_messages").dropColumn(column).execute();
      }
    },
  };
}
