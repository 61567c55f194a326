// An order paid, and an unpaid order given up. Paying claims the order with one conditional update (only
// an order still waiting can be paid), so a notification replayed, or the same payment heard twice, pays
// it once. A payment that arrives after its hold lapsed still pays the order, taking what stock is left.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";
import { writeTransaction } from "../../db/locks";
import type { Database } from "../../db/schema";
import type { Env } from "../../env";
import type { JobRunner } from "../../jobs/job-runner";
import { siteOrigin } from "../../site/address";
import type { SiteWing } from "../../site/site-wing";
import { type MailedOrder, newOrderMail, orderManagers, queueMails, receiptMail } from "./order-mail";
import { availabilityChanged, releaseHeld, sellHeld, sellLate } from "./order-stock";

export type OrderDeps = {
  db: Db;
  env: Pick<Env, "appOrigin" | "siteDomain">;
  jobs: JobRunner;
  clock: { now(): Date };
  site: Pick<SiteWing, "contentChanged">;
};

export const ORDER_NOTES = {
  expired: "Not paid within 15 minutes: the stock it held is for sale again",
  late: "Paid after its hold had lapsed",
  short: (titles: string[]) => `${titles.join(", ")} sold out meanwhile: refund the buyer or restock`,
};

/** Adds a step to the order's timeline. */
export async function addEvent(
  trx: Kysely<Database>,
  orderId: string,
  event: { kind: string; userId: string | null; note: string; at: string },
) {
  await commerceDb({ kysely: trx })
    .insertInto("order_events")
    .values({
      id: randomUUID(),
      order_id: orderId,
      kind: event.kind,
      user_id: event.userId,
      note: event.note,
      created_at: event.at,
    })
    .execute();
}

/** The order with what its mails and pages need: its shop, lines, the buyer's page and the admin's. */
export async function mailedOrder(deps: OrderDeps, trx: Kysely<Database>, orderId: string): Promise<MailedOrder> {
  const commerce = commerceDb({ kysely: trx });
  const order = await commerce.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const store = await commerce
    .selectFrom("stores")
    .selectAll()
    .where("id", "=", order.store_id)
    .executeTakeFirstOrThrow();
  const lines = await commerce
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
  const site = await trx
    .selectFrom("sites")
    .select(["id", "slug"])
    .where("id", "=", store.site_id)
    .executeTakeFirstOrThrow();
  const origin = await siteOrigin({ ...deps.db, kysely: trx }, deps.env, site);
  return {
    order,
    store,
    lines,
    statusUrl: `${origin}/_shop/orders/${order.id}?key=${order.access_key}`,
    adminUrl: `${deps.env.appOrigin}/admin/commerce/orders/${store.id}?order=${order.id}`,
  };
}

/**
 * Pays the order: what it held is sold, the buyer gets a receipt and the shop's admins and owners hear of
 * it. Returns false when it was paid already (a replay) or cannot be paid (cancelled by the shop).
 */
export async function payOrder(
  deps: OrderDeps,
  orderId: string,
  how: { userId: string | null; gatewayPaymentId: string | null; note: string },
): Promise<boolean> {
  return writeTransaction(deps.db, async (trx) => {
    const commerce = commerceDb({ kysely: trx });
    const at = deps.clock.now().toISOString();
    const paid = {
      status: "paid",
      paid_at: at,
      gateway_payment_id: how.gatewayPaymentId,
      reserved_until: null,
      updated_at: at,
    };
    const claim = (from: string) =>
      commerce.updateTable("orders").set(paid).where("id", "=", orderId).where("status", "=", from).executeTakeFirst();
    const order = await commerce.selectFrom("orders").select(["store_id"]).where("id", "=", orderId).executeTakeFirst();
    if (!order) return false;
    const movement = { reason: "Sold", userId: how.userId, at };
    let note = how.note;
    if (Number((await claim("pending_payment")).numUpdatedRows) > 0) {
      await sellHeld(trx, order.store_id, orderId, movement);
    } else {
      const lapsed = await commerce
        .selectFrom("order_events")
        .select("id")
        .where("order_id", "=", orderId)
        .where("kind", "=", "expired")
        .executeTakeFirst();
      if (!lapsed || Number((await claim("cancelled")).numUpdatedRows) === 0) return false;
      // Its hold was given back when it lapsed: what it takes now is taken from what the pages offer.
      const short = await sellLate(trx, order.store_id, orderId, movement);
      await availabilityChanged(deps.site, trx, { storeId: order.store_id });
      note = [how.note, ORDER_NOTES.late, short.length > 0 ? ORDER_NOTES.short(short) : ""].filter(Boolean).join(". ");
    }
    await addEvent(trx, orderId, { kind: "paid", userId: how.userId, note, at });
    const mailed = await mailedOrder(deps, trx, orderId);
    const managers = await orderManagers(trx, mailed.store.organization_id);
    await queueMails(deps.jobs, trx, [receiptMail(mailed), ...managers.map((to) => newOrderMail(mailed, to))]);
    return true;
  });
}

/**
 * Gives up an unpaid order: its hold is released. `expired` gives it up only once its hold has lapsed
 * (the expiry job), else whenever it is still unpaid (the buyer or the shop cancelling it).
 */
export async function giveUpOrder(
  deps: OrderDeps,
  orderId: string,
  how: { kind: "expired" | "cancelled"; userId: string | null; note: string },
): Promise<boolean> {
  return writeTransaction(deps.db, async (trx) => {
    const at = deps.clock.now().toISOString();
    let claim = commerceDb({ kysely: trx })
      .updateTable("orders")
      .set({ status: "cancelled", reserved_until: null, updated_at: at })
      .where("id", "=", orderId)
      .where("status", "=", "pending_payment");
    if (how.kind === "expired")
      claim = claim.where("reserved_until", "<=", deps.db.dialect === "postgres" ? new Date(at) : at);
    const given = await claim.returning("store_id").executeTakeFirst();
    if (!given) return false;
    if ((await releaseHeld(trx, orderId)) > 0) await availabilityChanged(deps.site, trx, { storeId: given.store_id });
    await addEvent(trx, orderId, { kind: how.kind, userId: how.userId, note: how.note, at });
    return true;
  });
}
