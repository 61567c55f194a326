import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Billing, where it is switched on (docs/product.md#plans-and-limits):
 * - `organization_plans`: the paid plan an organization is on (no row: Free), how it pays, when the
 *   period ends, the change waiting for that day (a downgrade, a cancellation), and when it went over a
 *   limit (a failed payment, a downgrade), from which it has 14 days;
 * - `billing_profiles`: the name, address and VAT number its invoices are made out to;
 * - `payments`: each payment asked for (an upgrade, a renewal, an EFT), keyed by the id the gateway
 *   echoes, with the gateway's own id once it reports;
 * - `payment_notifications`: every notification accepted, once per gateway payment and status, so a
 *   replay changes nothing;
 * - `invoices`: tax invoices and credit notes, never edited once issued, numbered by `invoice_counters`
 *   without gaps (one counter row per series, taken under the row's lock in the issuing transaction).
 */
export function billing(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("organization_plans")
        .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("period", "text", (c) => c.notNull())
        .addColumn("renews_at", time)
        .addColumn("payment_method", "text")
        .addColumn("gateway_token", "text")
        .addColumn("scheduled_plan", "text")
        .addColumn("scheduled_period", "text")
        .addColumn("grace_started_at", time)
        .addColumn("grace_reason", "text")
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("billing_profiles")
        .addColumn("organization_id", "text", (c) => c.primaryKey().references("organization.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("vat_number", "text")
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("payments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("user_id", "text")
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("period", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("amount_cents", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("gateway_payment_id", "text", (c) => c.unique())
        .addColumn("failure", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("settled_at", time)
        .addColumn("reported_at", time)
        .execute();
      await db.schema
        .createIndex("payments_by_organization")
        .on("payments")
        .columns(["organization_id", "created_at"])
        .execute();
      await db.schema
        .createTable("payment_notifications")
        .addColumn("gateway_payment_id", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("payment_id", "text")
        .addColumn("fields", "text", (c) => c.notNull())
        .addColumn("received_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("payment_notifications_pk", ["gateway_payment_id", "status"])
        .execute();
      await db.schema
        .createTable("invoice_counters")
        .addColumn("series", "text", (c) => c.primaryKey())
        .addColumn("last", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("invoices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull().references("organization.id").onDelete("cascade"))
        .addColumn("series", "text", (c) => c.notNull())
        .addColumn("sequence", "integer", (c) => c.notNull())
        .addColumn("number", "text", (c) => c.notNull().unique())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("credits_invoice_id", "text")
        .addColumn("payment_id", "text")
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("total_cents", "integer", (c) => c.notNull())
        .addColumn("vat_cents", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("eft_reference", "text")
        .addColumn("bill_to", "text", (c) => c.notNull())
        .addColumn("issuer", "text", (c) => c.notNull())
        .addColumn("issued_at", time, (c) => c.notNull())
        .addColumn("paid_at", time)
        .addUniqueConstraint("invoices_series_sequence", ["series", "sequence"])
        .execute();
      await db.schema
        .createIndex("invoices_by_organization")
        .on("invoices")
        .columns(["organization_id", "issued_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "invoices",
        "invoice_counters",
        "payment_notifications",
        "payments",
        "billing_profiles",
        "organization_plans",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
