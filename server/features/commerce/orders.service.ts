// A shop's orders in the admin: listed and searched, opened, and moved on by the shop's admins and
// owners. Paid → fulfilled (the buyer is mailed), unpaid → cancelled (its stock is free again), paid or
// fulfilled → refunded (recorded; the money goes back outside the product), and notes on the timeline.
import type { Order, OrderSummary } from "@common/schemas/orders";
import { sql } from "kysely";
import type { Actor } from "../../auth/session";
import { requireActiveOrganization } from "../../auth/site-access";
import { commerceDb } from "../../db/commerce-db";
import { likeWord } from "../../db/list-pages";
import { writeTransaction } from "../../db/locks";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { queueMails, sentMail } from "./order-mail";
import { addEvent, giveUpOrder, mailedOrder, type OrderDeps, payOrder } from "./order-payment";
import { orderOf, orderSummaryOf } from "./order-rows";
import { availabilityChanged, returnTaken } from "./order-stock";
import { requireStore } from "./stores.service";

export type OrderContext = OrderDeps & { env: OrderDeps["env"] & Pick<Env, "billing">; actor: Actor };

export const ORDER_MESSAGES = {
  notFound: "No such order",
  notWaiting: "This order is not waiting for payment",
  notPaid: "Only a paid order can be marked fulfilled",
  notCancellable: "Only an unpaid order can be cancelled: refund a paid one",
  notRefundable: "Only a paid or fulfilled order can be refunded",
};

const LIST_LIMIT = 200;

export async function listOrders(
  ctx: OrderContext,
  storeId: string,
  query: { status?: string; q?: string },
): Promise<OrderSummary[]> {
  const store = await requireStore(ctx, storeId);
  const commerce = commerceDb(ctx.db);
  let select = commerce
    .selectFrom("orders")
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom("order_lines")
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>("quantity"), sql<number>`0`).as("n"))
        .whereRef("order_lines.order_id", "=", "orders.id")
        .as("items"),
    )
    .where("store_id", "=", store.id)
    .orderBy("created_at", "desc")
    .orderBy("number", "desc")
    .limit(LIST_LIMIT);
  if (query.status) select = select.where("status", "=", query.status);
  const words = query.q?.trim().replace(/^#/, "");
  if (words) {
    const like = likeWord(words.toLowerCase());
    select = select.where((eb) =>
      eb.or([
        ...(/^\d{1,9}$/.test(words) ? [eb("number", "=", Number(words))] : []),
        eb(sql`lower(customer)`, "like", sql`${like} escape '\\'`),
      ]),
    );
  }
  return (await select.execute()).map((row) => orderSummaryOf({ ...row, items: row.items ?? 0 }));
}

/** An order of the caller's active organization; another organization's answers as a missing one. */
async function requireOrder(ctx: OrderContext, orderId: string) {
  const organizationId = await requireActiveOrganization(ctx.db, ctx.actor);
  const row = await commerceDb(ctx.db)
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
  return row;
}

export async function getOrder(ctx: OrderContext, orderId: string): Promise<Order> {
  const row = await requireOrder(ctx, orderId);
  const { statusUrl } = await mailedOrder(ctx, ctx.db.kysely, row.id);
  return orderOf(ctx.db.kysely, row, statusUrl);
}

/** An EFT that reached the shop's account: the order is paid as a card payment would pay it. */
export async function markOrderPaid(ctx: OrderContext, orderId: string, note: string): Promise<Order> {
  const row = await requireOrder(ctx, orderId);
  const paid = await payOrder(ctx, row.id, {
    userId: ctx.actor.userId,
    gatewayPaymentId: null,
    note: note || "Payment received by EFT",
  });
  if (!paid) throw new AppError("CONFLICT", ORDER_MESSAGES.notWaiting);
  return getOrder(ctx, row.id);
}

export async function fulfilOrder(
  ctx: OrderContext,
  orderId: string,
  input: { tracking_number: string; note: string },
): Promise<Order> {
  const row = await requireOrder(ctx, orderId);
  await writeTransaction(ctx.db, async (trx) => {
    const at = ctx.clock.now().toISOString();
    const done = await commerceDb({ kysely: trx })
      .updateTable("orders")
      .set({ status: "fulfilled", tracking_number: input.tracking_number || null, updated_at: at })
      .where("id", "=", row.id)
      .where("status", "=", "paid")
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw new AppError("CONFLICT", ORDER_MESSAGES.notPaid);
    const tracking = input.tracking_number ? `Tracking number ${input.tracking_number}` : "";
    const note = [tracking, input.note].filter(Boolean).join(". ");
    await addEvent(trx, row.id, { kind: "fulfilled", userId: ctx.actor.userId, note, at });
    await queueMails(ctx.jobs, trx, [sentMail(await mailedOrder(ctx, trx, row.id))]);
  });
  return getOrder(ctx, row.id);
}

export async function cancelOrder(ctx: OrderContext, orderId: string, note: string): Promise<Order> {
  const row = await requireOrder(ctx, orderId);
  const cancelled = await giveUpOrder(ctx, row.id, { kind: "cancelled", userId: ctx.actor.userId, note });
  if (!cancelled) throw new AppError("CONFLICT", ORDER_MESSAGES.notCancellable);
  return getOrder(ctx, row.id);
}

/** Records a refund; a paid order not yet sent puts its stock back. */
export async function refundOrder(ctx: OrderContext, orderId: string, note: string): Promise<Order> {
  const row = await requireOrder(ctx, orderId);
  await writeTransaction(ctx.db, async (trx) => {
    const at = ctx.clock.now().toISOString();
    const current = await commerceDb({ kysely: trx })
      .updateTable("orders")
      .set({ status: "refunded", updated_at: at })
      .where("id", "=", row.id)
      .where("status", "in", ["paid", "fulfilled"])
      .returning("status")
      .executeTakeFirst();
    if (!current) throw new AppError("CONFLICT", ORDER_MESSAGES.notRefundable);
    // An order's stock goes back only if it never left: `taken` is cleared once it is returned.
    if (row.status === "paid") {
      const movement = { reason: "Refunded", userId: ctx.actor.userId, at };
      if ((await returnTaken(trx, row.store_id, row.id, movement)) > 0) {
        await availabilityChanged(ctx.site, trx, { storeId: row.store_id });
      }
    }
    await addEvent(trx, row.id, { kind: "refunded", userId: ctx.actor.userId, note, at });
  });
  return getOrder(ctx, row.id);
}

export async function addOrderNote(ctx: OrderContext, orderId: string, note: string): Promise<Order> {
  const row = await requireOrder(ctx, orderId);
  await addEvent(ctx.db.kysely, row.id, {
    kind: "note",
    userId: ctx.actor.userId,
    note,
    at: ctx.clock.now().toISOString(),
  });
  return getOrder(ctx, row.id);
}
