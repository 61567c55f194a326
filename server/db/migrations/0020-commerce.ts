import { type Kysely, type Migration, sql } from "kysely";
import type { Dialect } from "../create-db";

/**
 * Shops (docs/decisions/027-commerce-schema.md): stores, products and their variants, the stock ledger,
 * orders with their lines and timelines, in the `commerce` schema on PostgreSQL and the attached
 * `commerce` file on SQLite. Nothing here references a table outside commerce; between commerce tables
 * the references hold.
 */
export function commerceTables(dialect: Dialect): Migration {
  const time = dialect === "postgres" ? "timestamptz" : "text";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  const off = dialect === "postgres" ? false : 0;
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") await db.schema.createSchema("commerce").ifNotExists().execute();
      // Tables are named with their schema. A reference between them names the schema on PostgreSQL and
      // not on SQLite, where it must stay inside the referring table's file.
      const ref = (column: string) => (dialect === "postgres" ? `commerce.${column}` : column);
      // SQLite names an index's schema on the index, PostgreSQL on its table; Kysely writes only the latter.
      const index = (name: string, table: string, columns: string[]) => {
        const list = sql.join(columns.map((column) => sql.id(column)));
        return (
          dialect === "postgres"
            ? sql`create index ${sql.id(name)} on ${sql.id("commerce", table)} (${list})`
            : sql`create index ${sql.id("commerce", name)} on ${sql.id(table)} (${list})`
        ).execute(db);
      };
      await db.schema
        .createTable("commerce.stores")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("site_id", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("vat_registered", bool, (c) => c.notNull().defaultTo(off))
        .addColumn("flat_rate_cents", "integer")
        .addColumn("free_over_cents", "integer")
        .addColumn("collection_address", "text")
        .addColumn("payfast_merchant_id", "text")
        .addColumn("payfast_merchant_key", "text")
        .addColumn("payfast_passphrase", "text")
        .addColumn("eft_bank_account", "text")
        .addColumn("last_order_number", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await index("stores_by_organization", "stores", ["organization_id"]);
      await db.schema
        .createTable("commerce.products")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("store_id", "text", (c) => c.notNull().references(ref("stores.id")).onDelete("cascade"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("image_ids", "text", (c) => c.notNull())
        .addColumn("whatsapp_order", bool, (c) => c.notNull().defaultTo(off))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addUniqueConstraint("products_store_slug", ["store_id", "slug"])
        .execute();
      await db.schema
        .createTable("commerce.product_variants")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product_id", "text", (c) => c.notNull().references(ref("products.id")).onDelete("cascade"))
        .addColumn("store_id", "text", (c) => c.notNull())
        .addColumn("sku", "text", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("price_cents", "integer", (c) => c.notNull())
        .addColumn("compare_at_cents", "integer")
        .addColumn("stock", "integer")
        .addColumn("reserved", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("position", "integer", (c) => c.notNull())
        .addUniqueConstraint("product_variants_store_sku", ["store_id", "sku"])
        .execute();
      await index("variants_by_product", "product_variants", ["product_id"]);
      await db.schema
        .createTable("commerce.stock_movements")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("store_id", "text", (c) => c.notNull())
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("variant_id", "text", (c) => c.notNull().references(ref("product_variants.id")).onDelete("cascade"))
        .addColumn("change", "integer", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("order_id", "text")
        .addColumn("user_id", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await index("movements_by_variant", "stock_movements", ["variant_id", "created_at"]);
      await db.schema
        .createTable("commerce.orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organization_id", "text", (c) => c.notNull())
        .addColumn("store_id", "text", (c) => c.notNull().references(ref("stores.id")).onDelete("cascade"))
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("subtotal_cents", "integer", (c) => c.notNull())
        .addColumn("shipping_cents", "integer", (c) => c.notNull())
        .addColumn("vat_cents", "integer", (c) => c.notNull())
        .addColumn("total_cents", "integer", (c) => c.notNull())
        .addColumn("shipping_option", "text", (c) => c.notNull())
        .addColumn("customer", "text", (c) => c.notNull())
        .addColumn("notes", "text", (c) => c.notNull())
        .addColumn("reserved_until", time)
        .addColumn("access_key", "text", (c) => c.notNull())
        .addColumn("payment_method", "text", (c) => c.notNull())
        .addColumn("gateway_payment_id", "text")
        .addColumn("tracking_number", "text")
        .addColumn("paid_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addUniqueConstraint("orders_store_number", ["store_id", "number"])
        .execute();
      await index("orders_by_store", "orders", ["store_id", "created_at"]);
      await index("orders_by_reservation", "orders", ["status", "reserved_until"]);
      await db.schema
        .createTable("commerce.order_lines")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references(ref("orders.id")).onDelete("cascade"))
        .addColumn("product_id", "text", (c) => c.notNull())
        .addColumn("variant_id", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("variant_title", "text", (c) => c.notNull())
        .addColumn("unit_price_cents", "integer", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("taken", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await index("lines_by_order", "order_lines", ["order_id"]);
      await db.schema
        .createTable("commerce.order_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references(ref("orders.id")).onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("user_id", "text")
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await index("events_by_order", "order_events", ["order_id", "created_at"]);
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "order_events",
        "order_lines",
        "orders",
        "stock_movements",
        "product_variants",
        "products",
        "stores",
      ]) {
        await db.schema.dropTable(`commerce.${table}`).execute();
      }
      if (dialect === "postgres") await db.schema.dropSchema("commerce").execute();
    },
  };
}
