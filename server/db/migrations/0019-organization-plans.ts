import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * `organization_plans`: the paid plan an organization is on, where billing is switched on
 * (docs/product.md#plans-and-limits). An organization without a row is on the Free plan; `period` is
 * how it pays (monthly or yearly), `renews_at` when the period ends, and `grace_started_at` when it
 * went over a limit of its plan (a downgrade, a failed payment), from which it has 14 days.
 */
export function organizationPlans(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("organization_plans")
        .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("period", "text", (c) => c.notNull())
        .addColumn("renews_at", time)
        .addColumn("grace_started_at", time)
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("organization_plans").execute();
    },
  };
}
