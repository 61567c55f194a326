// What an order does to its variants' stock as it moves on. Each line remembers how many it holds
// (reserved while unpaid) and how many it took (sold), so every step undoes exactly what an earlier one
// did, whatever has happened to the variant since. Every change of stock on hand is a ledger entry.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { Database } from "../../db/schema";
import type { SiteWing } from "../../site/site-wing";

type Movement = { reason: string; userId: string | null; at: string };

async function linesOf(trx: Kysely<Database>, orderId: string) {
  return commerceDb({ kysely: trx })
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
}

async function record(
  trx: Kysely<Database>,
  line: { variant_id: string; product_id: string },
  storeId: string,
  orderId: string,
  change: number,
  movement: Movement,
) {
  await commerceDb({ kysely: trx })
    .insertInto("stock_movements")
    .values({
      id: randomUUID(),
      store_id: storeId,
      product_id: line.product_id,
      variant_id: line.variant_id,
      change,
      reason: movement.reason,
      order_id: orderId,
      user_id: movement.userId,
      created_at: movement.at,
    })
    .execute();
}

/** Paid: what the order held is taken off the stock on hand, and recorded as sold. */
export async function sellHeld(trx: Kysely<Database>, storeId: string, orderId: string, movement: Movement) {
  const commerce = commerceDb({ kysely: trx });
  for (const line of await linesOf(trx, orderId)) {
    if (line.held === 0) continue;
    const sold = await commerce
      .updateTable("product_variants")
      .set((eb) => ({ stock: eb("stock", "-", line.held), reserved: eb("reserved", "-", line.held) }))
      .where("id", "=", line.variant_id)
      .where("stock", "is not", null)
      .executeTakeFirst();
    if (Number(sold.numUpdatedRows) > 0) await record(trx, line, storeId, orderId, -line.held, movement);
    await commerce.updateTable("order_lines").set({ taken: line.held, held: 0 }).where("id", "=", line.id).execute();
  }
}

/**
 * The shop's published pages show what is left of each variant (`Sold out`, the most a cart can take):
 * an order that changes it tells the site in the order's own transaction, so the pages follow.
 */
export async function availabilityChanged(
  site: Pick<SiteWing, "contentChanged">,
  trx: Kysely<Database>,
  shop: { siteId: string } | { storeId: string },
) {
  if ("siteId" in shop) return site.contentChanged(shop.siteId, trx);
  const store = commerceDb({ kysely: trx }).selectFrom("stores").select("site_id").where("id", "=", shop.storeId);
  await site.contentChanged((await store.executeTakeFirstOrThrow()).site_id, trx);
}

/** Unpaid and given up (cancelled or expired): what the order held is free to sell again. How many. */
export async function releaseHeld(trx: Kysely<Database>, orderId: string): Promise<number> {
  const commerce = commerceDb({ kysely: trx });
  let released = 0;
  for (const line of await linesOf(trx, orderId)) {
    if (line.held === 0) continue;
    released += line.held;
    await commerce
      .updateTable("product_variants")
      .set((eb) => ({ reserved: eb("reserved", "-", line.held) }))
      .where("id", "=", line.variant_id)
      .execute();
    await commerce.updateTable("order_lines").set({ held: 0 }).where("id", "=", line.id).execute();
  }
  return released;
}

/** Refunded before it was sent: what the order took goes back on the shelf. How many of a counted stock. */
export async function returnTaken(
  trx: Kysely<Database>,
  storeId: string,
  orderId: string,
  movement: Movement,
): Promise<number> {
  const commerce = commerceDb({ kysely: trx });
  let returned = 0;
  for (const line of await linesOf(trx, orderId)) {
    if (line.taken === 0) continue;
    const back = await commerce
      .updateTable("product_variants")
      .set((eb) => ({ stock: eb("stock", "+", line.taken) }))
      .where("id", "=", line.variant_id)
      .where("stock", "is not", null)
      .executeTakeFirst();
    if (Number(back.numUpdatedRows) > 0) {
      await record(trx, line, storeId, orderId, line.taken, movement);
      returned += line.taken;
    }
    await commerce.updateTable("order_lines").set({ taken: 0 }).where("id", "=", line.id).execute();
  }
  return returned;
}

/**
 * Paid after its hold lapsed: takes each line's quantity where that much is still free, and names the
 * lines that could not be had (the shop refunds or restocks them). Never takes stock below what is held.
 */
export async function sellLate(
  trx: Kysely<Database>,
  storeId: string,
  orderId: string,
  movement: Movement,
): Promise<string[]> {
  const commerce = commerceDb({ kysely: trx });
  const short: string[] = [];
  for (const line of await linesOf(trx, orderId)) {
    // One statement checks and takes, so no other writer can come between.
    const taken = await commerce
      .updateTable("product_variants")
      .set((eb) => ({ stock: eb("stock", "-", line.quantity) }))
      .where("id", "=", line.variant_id)
      .where("stock", "is not", null)
      .where((eb) => eb(eb("stock", "-", eb.ref("reserved")), ">=", line.quantity))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) {
      await record(trx, line, storeId, orderId, -line.quantity, movement);
      await commerce.updateTable("order_lines").set({ taken: line.quantity }).where("id", "=", line.id).execute();
      continue;
    }
    const unlimited = await commerce
      .selectFrom("product_variants")
      .select("id")
      .where("id", "=", line.variant_id)
      .where("stock", "is", null)
      .executeTakeFirst();
    if (!unlimited) short.push(line.variant_title);
  }
  return short;
}
