// Products as the API shows them (their variants in order with what is available of each, their
// pictures as the site serves them) and the lookups the services start from: a product of the caller's
// organization, the shop's list, slugs free in the shop, pictures in the site's media library.
import type { Product, productListQuerySchema, Variant } from "@common/schemas/products";
import { slugify } from "@common/slug";
import { type Kysely, type Selectable, sql } from "kysely";
import type { z } from "zod";
import { requireActiveOrganization } from "../../auth/site-access";
import { commerceDb } from "../../db/commerce-db";
import { likeWord } from "../../db/list-pages";
import type { Database } from "../../db/schema";
import type { ProductTable, ProductVariantTable, StoreTable } from "../../db/schema-commerce";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import type { SiteWing } from "../../site/site-wing";
import { mediaUrl } from "../media/media-rows";
import { requireStore, type StoreContext } from "./stores.service";
import { variantTitle } from "./variant-title";

export type ProductRow = Selectable<ProductTable>;
export type VariantRow = Selectable<ProductVariantTable>;
export type StoreRow = Selectable<StoreTable>;

/** A products service's deps: the shop's, and the site wing to rebuild a published shop's pages. */
export type ProductContext = StoreContext & { site: Pick<SiteWing, "contentChanged"> };

const SLUG_BASE_MAX = 90;

export const PRODUCT_MESSAGES = {
  notFound: "No such product",
  noSuchVariant: "This product has no such variant",
  noSuchPicture: "No such picture in this site's media library",
  slugTaken: (slug: string) => `The slug ${slug} is taken in this shop`,
  skuTaken: (sku: string) => `The SKU ${sku} is taken in this shop`,
  skuTwice: (sku: string) => `Two variants share the SKU ${sku}: give each its own`,
  unlimited: "This variant's stock is unlimited",
  heldVariant: (title: string) => `${title} is held by unpaid orders and cannot be removed`,
};

/** `{ "Size": "Large", "Colour": "Red" }`, in the order the options were given. */
export function optionsOf(row: Pick<VariantRow, "options">): Record<string, string> {
  return JSON.parse(row.options) as Record<string, string>;
}

export function imageIdsOf(row: Pick<ProductRow, "image_ids">): string[] {
  return JSON.parse(row.image_ids) as string[];
}

/** What may still be bought: the stock less what unpaid orders hold; null when the stock is unlimited. */
export function availableOf(row: Pick<VariantRow, "stock" | "reserved">): number | null {
  return row.stock === null ? null : row.stock - row.reserved;
}

export function toVariant(row: VariantRow, productTitle: string): Variant {
  const options = optionsOf(row);
  return {
    id: row.id,
    sku: row.sku,
    options,
    title: variantTitle(productTitle, options),
    price_cents: row.price_cents,
    compare_at_cents: row.compare_at_cents,
    stock: row.stock,
    reserved: row.reserved,
    available: availableOf(row),
  };
}

export function variantsOf(db: Kysely<Database>, productIds: readonly string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return commerceDb({ kysely: db })
    .selectFrom("product_variants")
    .selectAll()
    .where("product_id", "in", productIds)
    .orderBy("product_id")
    .orderBy("position")
    .execute();
}

/** The media library's paths of those of `ids` that the site still holds. */
export async function picturePaths(db: Kysely<Database>, siteId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom("media_files")
    .select(["id", "path"])
    .where("site_id", "=", siteId)
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.path]));
}

function imagesOf(ids: string[], paths: Map<string, string>): Product["images"] {
  return ids.flatMap((id) => {
    const path = paths.get(id);
    // The address a published site reads the picture at, on its own host.
    return path === undefined ? [] : [{ id, path, url: mediaUrl("", path) }];
  });
}

/** Products of one site's shop with their variants and pictures, in the order given. */
export async function describeProducts(db: Kysely<Database>, siteId: string, rows: ProductRow[]): Promise<Product[]> {
  const variants = new Map<string, VariantRow[]>();
  for (const variant of await variantsOf(
    db,
    rows.map((row) => row.id),
  )) {
    variants.set(variant.product_id, [...(variants.get(variant.product_id) ?? []), variant]);
  }
  const paths = await picturePaths(db, siteId, rows.flatMap(imageIdsOf));
  return rows.map((row) => {
    const imageIds = imageIdsOf(row);
    return {
      id: row.id,
      store_id: row.store_id,
      title: row.title,
      slug: row.slug,
      description: row.description,
      status: row.status === "active" ? "active" : "draft",
      image_ids: imageIds,
      images: imagesOf(imageIds, paths),
      whatsapp_order: Boolean(row.whatsapp_order),
      variants: (variants.get(row.id) ?? []).map((variant) => toVariant(variant, row.title)),
      created_at: isoTime(row.created_at),
      updated_at: isoTime(row.updated_at),
    };
  });
}

/** A product of a shop of the caller's active organization, with its shop; any other is not found. */
export async function requireProduct(
  { db, actor }: ProductContext,
  productId: string,
): Promise<{ product: ProductRow; store: StoreRow }> {
  const organizationId = await requireActiveOrganization(db, actor);
  const commerce = commerceDb(db);
  const product = await commerce
    .selectFrom("products")
    .selectAll()
    .where("id", "=", productId)
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_MESSAGES.notFound);
  const store = await commerce
    .selectFrom("stores")
    .selectAll()
    .where("id", "=", product.store_id)
    .executeTakeFirstOrThrow();
  return { product, store };
}

/** One product as the API shows it, read afresh. */
export async function describeProduct(db: Kysely<Database>, store: StoreRow, productId: string): Promise<Product> {
  const row = await commerceDb({ kysely: db })
    .selectFrom("products")
    .selectAll()
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  const [product] = await describeProducts(db, store.site_id, [row]);
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_MESSAGES.notFound);
  return product;
}

/** The slug a title makes: "Linen Shirt, Large!" → "linen-shirt-large"; "product" when nothing is left. */
export function slugFromTitle(title: string): string {
  return slugify(title, SLUG_BASE_MAX) || "product";
}

/** `base`, or `base-n` with the first free n, among the shop's products. */
export async function freeSlug(trx: Kysely<Database>, storeId: string, base: string): Promise<string> {
  const rows = await commerceDb({ kysely: trx })
    .selectFrom("products")
    .select("slug")
    .where("store_id", "=", storeId)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function requireFreeSlug(trx: Kysely<Database>, storeId: string, slug: string, exceptId?: string) {
  const other = await commerceDb({ kysely: trx })
    .selectFrom("products")
    .select("id")
    .where("store_id", "=", storeId)
    .where("slug", "=", slug)
    .$if(exceptId !== undefined, (qb) => qb.where("id", "!=", exceptId as string))
    .executeTakeFirst();
  if (other) throw new AppError("CONFLICT", PRODUCT_MESSAGES.slugTaken(slug));
}

/** Refuses a picture that is not a file of the site's media library. */
export async function requirePictures(db: Kysely<Database>, siteId: string, ids: readonly string[]): Promise<void> {
  const paths = await picturePaths(db, siteId, ids);
  if (ids.some((id) => !paths.has(id))) throw new AppError("BAD_REQUEST", PRODUCT_MESSAGES.noSuchPicture);
}

export async function listProducts(
  ctx: ProductContext,
  storeId: string,
  query: z.infer<typeof productListQuerySchema>,
): Promise<Product[]> {
  const store = await requireStore(ctx, storeId);
  const commerce = commerceDb(ctx.db);
  const words = query.q?.trim();
  const rows = await commerce
    .selectFrom("products")
    .selectAll()
    .where("store_id", "=", store.id)
    .$if(query.status !== undefined, (qb) => qb.where("status", "=", query.status as string))
    .$if(Boolean(words), (qb) =>
      qb.where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref("title")}) like ${likeWord((words ?? "").toLowerCase())} escape '\\'`,
          eb.exists(
            eb
              .selectFrom("product_variants")
              .select("product_variants.id")
              .whereRef("product_variants.product_id", "=", "products.id")
              .where(sql<boolean>`lower(sku) like ${likeWord((words ?? "").toLowerCase())} escape '\\'`),
          ),
        ]),
      ),
    )
    .orderBy("title")
    .orderBy("id")
    .execute();
  return describeProducts(ctx.db.kysely, store.site_id, rows);
}

export async function getProduct(ctx: ProductContext, productId: string): Promise<Product> {
  const { product, store } = await requireProduct(ctx, productId);
  return describeProduct(ctx.db.kysely, store, product.id);
}
