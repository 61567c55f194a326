import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * `sites.publish_failed_at`: when a publish of the site last failed, cleared when a deployment goes live
 * (a publish or a rollback), so the editor never calls a site live with a version that did not publish
 * (docs/product.md#publish-status).
 */
export function publishFailures(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sites").addColumn("publish_failed_at", time).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("sites").dropColumn("publish_failed_at").execute();
    },
  };
}
