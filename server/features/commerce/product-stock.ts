// The stock ledger: every change of a variant's stock with its reason, who made it and the order behind
// it. Stock never goes below what unpaid orders hold (`reserved`); an unlimited variant (stock null) has
// no count to change. Every write happens inside the caller's transaction, with the product's variants
// locked (on PostgreSQL; SQLite runs one transaction at a time), so a count and its ledger line agree.
import { randomUUID } from "node:crypto";
import type { Product, StockMovement, stockChangeSchema } from "@common/schemas/products";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { commerceDb } from "../../db/commerce-db";
import type { Dialect } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import {
  describeProduct,
  PRODUCT_MESSAGES,
  type ProductContext,
  requireProduct,
  type VariantRow,
} from "./product-rows";

export const STOCK_REASONS = {
  opening: "Opening stock",
  editor: "Set in the product editor",
  csv: "CSV import",
};

/** Who and what a ledger line belongs to. */
export type Movement = { storeId: string; productId: string; userId: string | null };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a count cannot go down to `wanted`: what may be taken off, and what unpaid orders hold. */
export function belowHeldMessage(stock: number | null, reserved: number, wanted: number): string {
  if (stock === null) {
    return `The stock cannot be ${wanted}, less than the ${reserved} held by unpaid orders`;
  }
  const spare = Math.max(0, stock - reserved);
  const most = spare === 0 ? "None can be taken off" : `Only ${spare} can be taken off`;
  if (reserved === 0) return `${most}: there ${stock === 1 ? "is 1" : `are ${stock}`} in stock`;
  return `${most}: ${plural(reserved, "is", "are")} held by unpaid orders`;
}

/** The product's variants, locked for this transaction where the database can lock rows. */
export function lockedVariants(trx: Kysely<Database>, dialect: Dialect, productId: string): Promise<VariantRow[]> {
  return commerceDb({ kysely: trx })
    .selectFrom("product_variants")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("position")
    .$if(dialect === "postgres", (qb) => qb.forUpdate())
    .execute();
}

/**
 * Writes one ledger line. Its time is now, or just after the product's latest line when that is no
 * earlier (changes in one millisecond), so the ledger reads newest first in the order things happened.
 */
export async function recordMovement(
  trx: Kysely<Database>,
  movement: Movement,
  line: { variantId: string; change: number; reason: string; orderId?: string | null },
): Promise<void> {
  const commerce = commerceDb({ kysely: trx });
  const latest = await commerce
    .selectFrom("stock_movements")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("product_id", "=", movement.productId)
    .executeTakeFirst();
  const after = latest?.at ? new Date(isoTime(latest.at)).getTime() + 1 : 0;
  await commerce
    .insertInto("stock_movements")
    .values({
      id: randomUUID(),
      store_id: movement.storeId,
      product_id: movement.productId,
      variant_id: line.variantId,
      change: line.change,
      reason: line.reason,
      order_id: line.orderId ?? null,
      user_id: movement.userId,
      created_at: new Date(Math.max(Date.now(), after)).toISOString(),
    })
    .execute();
}

/**
 * Sets a locked variant's stock to `stock` (null: unlimited), recording the difference with `reason`; a
 * variant becoming counted records its whole count. Refuses a count below what unpaid orders hold.
 */
export async function setStock(
  trx: Kysely<Database>,
  movement: Movement,
  variant: VariantRow,
  stock: number | null,
  reason: string,
): Promise<void> {
  if (stock === variant.stock) return;
  if (stock !== null && stock < variant.reserved) {
    throw new AppError("CONFLICT", belowHeldMessage(variant.stock, variant.reserved, stock));
  }
  await commerceDb({ kysely: trx })
    .updateTable("product_variants")
    .set({ stock })
    .where("id", "=", variant.id)
    .execute();
  if (stock === null) return;
  const change = stock - (variant.stock ?? 0);
  if (change !== 0) await recordMovement(trx, movement, { variantId: variant.id, change, reason });
}

/** Adds to or takes from one variant's stock with the reason given, as the stock dialog does. */
export async function changeStock(
  ctx: ProductContext,
  productId: string,
  input: z.infer<typeof stockChangeSchema>,
): Promise<Product> {
  const { product, store } = await requireProduct(ctx, productId);
  const { db, actor } = ctx;
  await db.kysely.transaction().execute(async (trx) => {
    const variant = (await lockedVariants(trx, db.dialect, product.id)).find((row) => row.id === input.variant_id);
    if (!variant) throw new AppError("NOT_FOUND", PRODUCT_MESSAGES.noSuchVariant);
    if (variant.stock === null) throw new AppError("CONFLICT", PRODUCT_MESSAGES.unlimited);
    if (variant.stock + input.change < variant.reserved) {
      throw new AppError("CONFLICT", belowHeldMessage(variant.stock, variant.reserved, variant.stock + input.change));
    }
    const movement = { storeId: store.id, productId: product.id, userId: actor.userId };
    await commerceDb({ kysely: trx })
      .updateTable("product_variants")
      .set({ stock: variant.stock + input.change })
      .where("id", "=", variant.id)
      .execute();
    await recordMovement(trx, movement, { variantId: variant.id, change: input.change, reason: input.reason });
    await ctx.site.contentChanged(store.site_id, trx);
  });
  return describeProduct(db.kysely, store, product.id);
}

/** The product's ledger, newest first, with the order each line came from and the member who made it. */
export async function stockLedger(ctx: ProductContext, productId: string): Promise<StockMovement[]> {
  const { product } = await requireProduct(ctx, productId);
  const rows = await commerceDb(ctx.db)
    .selectFrom("stock_movements as movement")
    .leftJoin("orders", "orders.id", "movement.order_id")
    .select([
      "movement.id",
      "movement.variant_id",
      "movement.change",
      "movement.reason",
      "movement.user_id",
      "movement.created_at",
      "orders.number as order_number",
    ])
    .where("movement.product_id", "=", product.id)
    .orderBy("movement.created_at", "desc")
    .orderBy("movement.id", "desc")
    .execute();
  const userIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  const users =
    userIds.length === 0
      ? []
      : await ctx.db.kysely.selectFrom("user").select(["id", "name"]).where("id", "in", userIds).execute();
  const names = new Map(users.map((user) => [user.id, user.name]));
  return rows.map((row) => ({
    id: row.id,
    variant_id: row.variant_id,
    change: row.change,
    reason: row.reason,
    order_number: row.order_number ?? null,
    by: row.user_id ? (names.get(row.user_id) ?? null) : null,
    created_at: isoTime(row.created_at),
  }));
}
