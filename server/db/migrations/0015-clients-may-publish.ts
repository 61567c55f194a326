import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * "Clients may publish" (docs/product.md#organizations): an organization's setting, off until an admin or
 * owner turns it on, that lets its content editors publish and roll back. It sits on Better Auth's
 * organization row (declared to Better Auth in server/auth/auth.ts), so the organization list the SPA
 * reads carries it, and in its camelCase like the rest of that table.
 */
export function clientsMayPublish(dialect: Dialect): Migration {
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const off = dialect === "postgres" ? false : 0;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("organization")
        .addColumn("clientsMayPublish", bool, (c) => c.notNull().defaultTo(off))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("organization").dropColumn("clientsMayPublish").execute();
    },
  };
}
