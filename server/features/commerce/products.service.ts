// A shop's products and their variants. A product belongs to a shop of the caller's active organization;
// its slug and its variants' SKUs are unique in the shop; its description is stored sanitised; its
// pictures are files of the shop's site's media library. Stock changes go through the ledger
// (product-stock.ts), and every change tells the site wing, which rebuilds a published shop's pages.
import { randomUUID } from "node:crypto";
import type { bulkStatusSchema, CreateProductInput, UpdateProductInput, VariantInput } from "@common/schemas/products";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { commerceDb } from "../../db/commerce-db";
import type { Dialect } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { dbBool, isUniqueViolation, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { sanitizeRichText } from "../../html/rich-text";
import {
  describeProduct,
  freeSlug,
  PRODUCT_MESSAGES,
  type ProductContext,
  type ProductRow,
  requireFreeSlug,
  requirePictures,
  requireProduct,
  type StoreRow,
  slugFromTitle,
} from "./product-rows";
import { lockedVariants, type Movement, recordMovement, STOCK_REASONS, setStock } from "./product-stock";
import { requireStore } from "./stores.service";
import { variantTitle } from "./variant-title";

/** What a product is besides its variants, as written. */
export type ProductFields = Omit<CreateProductInput, "variants">;

const RACED = "Another change to this shop's products came first: please try again";

/** Refuses two variants of one product with the same SKU. */
export function requireDistinctSkus(variants: readonly Pick<VariantInput, "sku">[]): void {
  const seen = new Set<string>();
  for (const { sku } of variants) {
    if (seen.has(sku)) throw new AppError("BAD_REQUEST", PRODUCT_MESSAGES.skuTwice(sku));
    seen.add(sku);
  }
}

/** Refuses a SKU that a variant of another product of the shop has. */
async function requireFreeSkus(trx: Kysely<Database>, storeId: string, skus: string[], productId?: string) {
  if (skus.length === 0) return;
  const other = await commerceDb({ kysely: trx })
    .selectFrom("product_variants")
    .select("sku")
    .where("store_id", "=", storeId)
    .where("sku", "in", skus)
    .$if(productId !== undefined, (qb) => qb.where("product_id", "!=", productId as string))
    .executeTakeFirst();
  if (other) throw new AppError("CONFLICT", PRODUCT_MESSAGES.skuTaken(other.sku));
}

function variantColumns(variant: VariantInput, position: number) {
  return {
    sku: variant.sku,
    options: JSON.stringify(variant.options),
    price_cents: variant.price_cents,
    compare_at_cents: variant.compare_at_cents,
    position,
  };
}

async function insertVariant(trx: Kysely<Database>, movement: Movement, variant: VariantInput, position: number) {
  const id = randomUUID();
  await commerceDb({ kysely: trx })
    .insertInto("product_variants")
    .values({
      id,
      product_id: movement.productId,
      store_id: movement.storeId,
      ...variantColumns(variant, position),
      stock: variant.stock,
      reserved: 0,
    })
    .execute();
  if (variant.stock) {
    await recordMovement(trx, movement, { variantId: id, change: variant.stock, reason: STOCK_REASONS.opening });
  }
}

/** Adds a product with its variants inside the caller's transaction: its id. */
export async function insertProduct(
  trx: Kysely<Database>,
  dialect: Dialect,
  store: StoreRow,
  userId: string,
  fields: ProductFields,
  variants: VariantInput[],
): Promise<string> {
  requireDistinctSkus(variants);
  if (fields.slug) await requireFreeSlug(trx, store.id, fields.slug);
  const slug = fields.slug || (await freeSlug(trx, store.id, slugFromTitle(fields.title)));
  await requireFreeSkus(
    trx,
    store.id,
    variants.map((variant) => variant.sku),
  );
  const id = randomUUID();
  const now = nowIso();
  await commerceDb({ kysely: trx })
    .insertInto("products")
    .values({
      id,
      organization_id: store.organization_id,
      store_id: store.id,
      title: fields.title,
      slug,
      description: sanitizeRichText(fields.description),
      status: fields.status,
      image_ids: JSON.stringify(fields.image_ids),
      whatsapp_order: dbBool(dialect, fields.whatsapp_order),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const movement = { storeId: store.id, productId: id, userId };
  for (const [position, variant] of variants.entries()) await insertVariant(trx, movement, variant, position);
  return id;
}

/**
 * Makes the product's variants the list given: kept by id (a stock change recorded with `reason`), new
 * without, the others removed unless unpaid orders hold some of them.
 */
async function replaceVariants(
  trx: Kysely<Database>,
  dialect: Dialect,
  movement: Movement,
  product: ProductRow,
  variants: VariantInput[],
  reason: string,
): Promise<void> {
  requireDistinctSkus(variants);
  const commerce = commerceDb({ kysely: trx });
  const current = new Map((await lockedVariants(trx, dialect, product.id)).map((row) => [row.id, row]));
  const keptIds = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  if (keptIds.some((id) => !current.has(id)) || new Set(keptIds).size < keptIds.length) {
    throw new AppError("BAD_REQUEST", PRODUCT_MESSAGES.noSuchVariant);
  }
  const removed = [...current.values()].filter((row) => !keptIds.includes(row.id));
  const held = removed.find((row) => row.reserved > 0);
  if (held) throw new AppError("CONFLICT", PRODUCT_MESSAGES.heldVariant(variantTitle(product.title, held.options)));
  await requireFreeSkus(
    trx,
    movement.storeId,
    variants.map((variant) => variant.sku),
    product.id,
  );
  if (removed.length > 0) {
    await commerce
      .deleteFrom("product_variants")
      .where(
        "id",
        "in",
        removed.map((row) => row.id),
      )
      .execute();
  }
  // Kept variants whose SKUs change step aside first, so that two may swap theirs.
  for (const variant of variants) {
    const row = variant.id ? current.get(variant.id) : undefined;
    if (row && row.sku !== variant.sku) {
      await commerce
        .updateTable("product_variants")
        .set({ sku: `~${row.id}` })
        .where("id", "=", row.id)
        .execute();
    }
  }
  for (const [position, variant] of variants.entries()) {
    const row = variant.id ? current.get(variant.id) : undefined;
    if (!row) {
      await insertVariant(trx, movement, variant, position);
      continue;
    }
    await commerce
      .updateTable("product_variants")
      .set(variantColumns(variant, position))
      .where("id", "=", row.id)
      .execute();
    await setStock(trx, movement, row, variant.stock, reason);
  }
}

/** Changes a product inside the caller's transaction; stock changes are recorded with `reason`. */
export async function changeProduct(
  trx: Kysely<Database>,
  dialect: Dialect,
  { store, product, userId }: { store: StoreRow; product: ProductRow; userId: string },
  input: UpdateProductInput,
  reason: string,
): Promise<void> {
  if (input.slug !== undefined && input.slug !== product.slug) {
    await requireFreeSlug(trx, store.id, input.slug, product.id);
  }
  const movement = { storeId: store.id, productId: product.id, userId };
  if (input.variants) await replaceVariants(trx, dialect, movement, product, input.variants, reason);
  await commerceDb({ kysely: trx })
    .updateTable("products")
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.description !== undefined && { description: sanitizeRichText(input.description) }),
      ...(input.status !== undefined && { status: input.status }),
      ...(input.image_ids !== undefined && { image_ids: JSON.stringify(input.image_ids) }),
      ...(input.whatsapp_order !== undefined && { whatsapp_order: dbBool(dialect, input.whatsapp_order) }),
      updated_at: nowIso(),
    })
    .where("id", "=", product.id)
    .execute();
}

/** Runs a write in a transaction; a unique key another writer took meanwhile answers 409. */
export async function inTransaction<T>(db: { kysely: Kysely<Database> }, write: (trx: Kysely<Database>) => Promise<T>) {
  try {
    return await db.kysely.transaction().execute(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", RACED);
    throw error;
  }
}

export async function createProduct(ctx: ProductContext, storeId: string, input: CreateProductInput) {
  const store = await requireStore(ctx, storeId);
  const { db, actor } = ctx;
  requireDistinctSkus(input.variants);
  await requirePictures(db.kysely, store.site_id, input.image_ids);
  const id = await inTransaction(db, async (trx) => {
    const made = await insertProduct(trx, db.dialect, store, actor.userId, input, input.variants);
    await ctx.site.contentChanged(store.site_id, trx);
    return made;
  });
  return describeProduct(db.kysely, store, id);
}

export async function updateProduct(ctx: ProductContext, productId: string, input: UpdateProductInput) {
  const { product, store } = await requireProduct(ctx, productId);
  const { db, actor } = ctx;
  if (input.variants) requireDistinctSkus(input.variants);
  if (input.image_ids) await requirePictures(db.kysely, store.site_id, input.image_ids);
  await inTransaction(db, async (trx) => {
    await changeProduct(trx, db.dialect, { store, product, userId: actor.userId }, input, STOCK_REASONS.editor);
    await ctx.site.contentChanged(store.site_id, trx);
  });
  return describeProduct(db.kysely, store, product.id);
}

/** Deletes a product with its variants and ledger; orders keep the lines they copied. */
export async function deleteProduct(ctx: ProductContext, productId: string): Promise<void> {
  const { product, store } = await requireProduct(ctx, productId);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await commerceDb({ kysely: trx }).deleteFrom("products").where("id", "=", product.id).execute();
    await ctx.site.contentChanged(store.site_id, trx);
  });
}

/** Puts the shop's products among `product_ids` on sale or takes them off: how many changed. */
export async function setProductsStatus(
  ctx: ProductContext,
  storeId: string,
  input: z.infer<typeof bulkStatusSchema>,
): Promise<number> {
  const store = await requireStore(ctx, storeId);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const result = await commerceDb({ kysely: trx })
      .updateTable("products")
      .set({ status: input.status, updated_at: nowIso() })
      .where("store_id", "=", store.id)
      .where("id", "in", input.product_ids)
      .where("status", "!=", input.status)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows);
    if (updated > 0) await ctx.site.contentChanged(store.site_id, trx);
    return updated;
  });
}
