// Orders as the API shows them: a summary for the list, and the whole order with its lines and timeline.
import type { Order, OrderEvent, OrderStatus, OrderSummary } from "@common/schemas/orders";
import type { Kysely, Selectable } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { Database } from "../../db/schema";
import type { OrderTable } from "../../db/schema-commerce";
import { isoTime } from "../../db/values";

function fieldsOf(row: Selectable<OrderTable>) {
  return {
    id: row.id,
    store_id: row.store_id,
    number: row.number,
    status: row.status as OrderStatus,
    subtotal_cents: row.subtotal_cents,
    shipping_cents: row.shipping_cents,
    vat_cents: row.vat_cents,
    total_cents: row.total_cents,
    shipping_option: row.shipping_option as "flat" | "collection",
    customer: JSON.parse(row.customer) as Order["customer"],
    payment_method: row.payment_method as "payfast" | "eft",
    created_at: isoTime(row.created_at),
  };
}

export function orderSummaryOf(row: Selectable<OrderTable> & { items: number | string | bigint }): OrderSummary {
  return { ...fieldsOf(row), items: Number(row.items) };
}

/** The whole order: its lines, and its timeline with the members' names. */
export async function orderOf(kdb: Kysely<Database>, row: Selectable<OrderTable>, statusUrl: string): Promise<Order> {
  const commerce = commerceDb({ kysely: kdb });
  const lines = await commerce
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", row.id)
    .orderBy("position")
    .execute();
  const events = await commerce
    .selectFrom("order_events")
    .selectAll()
    .where("order_id", "=", row.id)
    .orderBy("created_at")
    .execute();
  const userIds = [...new Set(events.flatMap((event) => (event.user_id ? [event.user_id] : [])))];
  const users =
    userIds.length === 0
      ? []
      : await kdb.selectFrom("user").select(["id", "name"]).where("id", "in", userIds).execute();
  return {
    ...fieldsOf(row),
    notes: row.notes,
    tracking_number: row.tracking_number,
    reserved_until: isoTime(row.reserved_until),
    paid_at: isoTime(row.paid_at),
    status_url: statusUrl,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      variant_id: line.variant_id,
      title: line.title,
      variant_title: line.variant_title,
      unit_price_cents: line.unit_price_cents,
      quantity: line.quantity,
      line_total_cents: line.unit_price_cents * line.quantity,
    })),
    events: events.map(
      (event): OrderEvent => ({
        kind: event.kind as OrderEvent["kind"],
        by: users.find((user) => user.id === event.user_id)?.name ?? null,
        note: event.note,
        created_at: isoTime(event.created_at),
      }),
    ),
    updated_at: isoTime(row.updated_at),
  };
}
