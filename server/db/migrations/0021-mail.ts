import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Business mail (docs/product.md#mail):
 * - `mail_domains`: an organization's mail domain, its DKIM key pair (made per domain), when its DNS
 *   records were last checked and what was found, and when it was verified (only then it receives and
 *   sends);
 * - `mailboxes` (`local@domain`) with their quota and bytes used, and `mailbox_members`, who read them;
 * - `mail_aliases`: an address that delivers to mailboxes (`alias`), to outside addresses (`forward`), or
 *   `*`, the domain's catch-all;
 * - `mail_messages`: each message once per mailbox, its parsed fields and authentication results here,
 *   its raw bytes in the blob store; `mail_attachments` point into the blob store too.
 * Sizes are counted in bytes as bigints: a mailbox's quota may pass 2 GB.
 */
export function mailTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const on = dialect === "postgres" ? true : 1;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("mail_domains")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("domain", "text", (c) => c.notNull().unique())
        .addColumn("dkim_selector", "text", (c) => c.notNull())
        .addColumn("dkim_private_key", "text", (c) => c.notNull())
        .addColumn("dkim_public_key", "text", (c) => c.notNull())
        .addColumn("checked_records", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("checked_at", time)
        .addColumn("verified_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("mail_domains_by_organization")
        .on("mail_domains")
        .column("organization_id")
        .execute();
      await db.schema
        .createTable("mailboxes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("domain_id", "text", (c) => c.notNull().references("mail_domains.id").onDelete("cascade"))
        .addColumn("local_part", "text", (c) => c.notNull())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("quota_bytes", "bigint", (c) => c.notNull())
        .addColumn("used_bytes", "bigint", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", time, (c) => c.notNull())
        .addUniqueConstraint("mailboxes_domain_local", ["domain_id", "local_part"])
        .execute();
      await db.schema
        .createTable("mailbox_members")
        .addColumn("mailbox_id", "text", (c) => c.notNull().references("mailboxes.id").onDelete("cascade"))
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("mailbox_members_pk", ["mailbox_id", "user_id"])
        .execute();
      await db.schema.createIndex("mailbox_members_by_user").on("mailbox_members").column("user_id").execute();
      await db.schema
        .createTable("mail_aliases")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("domain_id", "text", (c) => c.notNull().references("mail_domains.id").onDelete("cascade"))
        .addColumn("local_part", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("targets", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addUniqueConstraint("mail_aliases_domain_local", ["domain_id", "local_part"])
        .execute();
      await db.schema
        .createTable("mail_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("mailbox_id", "text", (c) => c.notNull().references("mailboxes.id").onDelete("cascade"))
        .addColumn("folder", "text", (c) => c.notNull())
        .addColumn("thread_id", "text", (c) => c.notNull())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("in_reply_to", "text")
        .addColumn("references_ids", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("from_address", "text", (c) => c.notNull())
        .addColumn("from_name", "text", (c) => c.notNull())
        .addColumn("to_addresses", "text", (c) => c.notNull())
        .addColumn("cc_addresses", "text", (c) => c.notNull())
        .addColumn("snippet", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text")
        .addColumn("raw_key", "text", (c) => c.notNull())
        .addColumn("size_bytes", "bigint", (c) => c.notNull())
        .addColumn("unread", bool, (c) => c.notNull().defaultTo(on))
        .addColumn("auth", "text", (c) => c.notNull())
        .addColumn("spam_reason", "text")
        .addColumn("sent_at", time, (c) => c.notNull())
        .addColumn("received_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("mail_messages_by_folder")
        .on("mail_messages")
        .columns(["mailbox_id", "folder", "received_at", "id"])
        .execute();
      await db.schema
        .createIndex("mail_messages_by_thread")
        .on("mail_messages")
        .columns(["mailbox_id", "thread_id"])
        .execute();
      await db.schema
        .createIndex("mail_messages_by_message_id")
        .on("mail_messages")
        .columns(["mailbox_id", "message_id"])
        .execute();
      await db.schema
        .createTable("mail_attachments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("message_id", "text", (c) => c.notNull().references("mail_messages.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("filename", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("content_id", "text")
        .addColumn("size_bytes", "bigint", (c) => c.notNull())
        .addColumn("blob_key", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("mail_attachments_by_message").on("mail_attachments").column("message_id").execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "mail_attachments",
        "mail_messages",
        "mail_aliases",
        "mailbox_members",
        "mailboxes",
        "mail_domains",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
