import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Forms that lose nothing silently (docs/product.md#forms):
 * - `form_spam_notes`: one row per site, UTC day and member once that member's daily note of what went to
 *   Spam that day is on its way, so a day is never told twice, however often its job runs;
 * - `deployments.form_fields`: JSON `{ [form]: { [field]: label } }`, the label each form of the
 *   published pages gives its fields, so the inbox shows a site's words rather than its field names.
 *   Deployments made before it hold null.
 */
export function formCare(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("form_spam_notes")
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("form_spam_notes_key", ["site_id", "day", "user_id"])
        .execute();
      await db.schema.alterTable("deployments").addColumn("form_fields", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("deployments").dropColumn("form_fields").execute();
      await db.schema.dropTable("form_spam_notes").execute();
    },
  };
}
