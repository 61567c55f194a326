import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * A site's forms and what visitors send them (docs/product.md#forms): `forms` holds each form's name and
 * who hears of its posts (member ids as JSON, a webhook URL and its secret); `form_submissions` one row
 * per post, its fields as a JSON list of `{ name, value }` in the order sent, with their values again in
 * lower case for the inbox's word search; `form_files` the files a post attached, their bytes in the blob
 * store. The inbox reads a site's (or a form's) submissions of one folder newest first, a page at a time
 * by (created_at, id): the two indexes serve exactly that, and the per-address limit counts a form's
 * recent posts from one hashed address.
 */
export function formTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const no = dialect === "postgres" ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("forms")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("member_ids", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("webhook_url", "text")
        .addColumn("webhook_secret", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addUniqueConstraint("forms_site_name_unique", ["site_id", "name"])
        .execute();
      await db.schema
        .createTable("form_submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("form_id", "text", (c) => c.notNull().references("forms.id").onDelete("cascade"))
        .addColumn("fields", "text", (c) => c.notNull())
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("page", "text", (c) => c.notNull())
        .addColumn("visitor_hash", "text", (c) => c.notNull())
        .addColumn("user_agent", "text", (c) => c.notNull())
        .addColumn("is_read", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("is_spam", bool, (c) => c.notNull().defaultTo(no))
        .addColumn("spam_reason", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("form_submissions_site_folder")
        .on("form_submissions")
        .columns(["site_id", "is_spam", "created_at", "id"])
        .execute();
      await db.schema
        .createIndex("form_submissions_form_folder")
        .on("form_submissions")
        .columns(["form_id", "is_spam", "created_at", "id"])
        .execute();
      await db.schema
        .createIndex("form_submissions_visitor")
        .on("form_submissions")
        .columns(["form_id", "visitor_hash", "created_at"])
        .execute();
      await db.schema
        .createTable("form_files")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("submission_id", "text", (c) => c.notNull().references("form_submissions.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("field", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("mime", "text", (c) => c.notNull())
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .addColumn("blob_key", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("form_files_submission").on("form_files").column("submission_id").execute();
      // The blob sweep and releases look a key up in every table that holds keys.
      await db.schema.createIndex("form_files_blob").on("form_files").column("blob_key").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("form_files").execute();
      await db.schema.dropTable("form_submissions").execute();
      await db.schema.dropTable("forms").execute();
    },
  };
}
