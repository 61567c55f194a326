// The shop as a site's build reads it (the site wing's `shop` part): the shop's name, whether it is VAT
// registered, and its active products with their pictures and variants, each with what may still be
// bought. The runtime's shop components render it; a change of products rebuilds the pages that read it.
import type { ShopFacts, ShopProduct, ShopVariant } from "../../builder/shop-facts";
import { commerceDb } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";

type VariantRow = {
  id: string;
  product_id: string;
  options: string;
  price_cents: number;
  compare_at_cents: number | null;
  stock: number | null;
  reserved: number;
};

function parsedJson<T>(json: string, otherwise: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return otherwise;
  }
}

function variantOf(row: VariantRow, productTitle: string): ShopVariant {
  const options = parsedJson<Record<string, string>>(row.options, {});
  const values = Object.values(options);
  return {
    id: row.id,
    // As buyers and orders name it: "Large / Red", or the product's title where it has no options.
    title: values.length > 0 ? values.join(" / ") : productTitle,
    options,
    price_cents: row.price_cents,
    compare_at_cents: row.compare_at_cents,
    available: row.stock === null ? null : Math.max(0, row.stock - row.reserved),
  };
}

/** The library's path and alternative text of each of `ids` the site still holds. */
async function pictures({ kysely }: Db, siteId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { path: string; alt: string }>();
  const rows = await kysely
    .selectFrom("media_files")
    .select(["id", "path", "alt"])
    .where("site_id", "=", siteId)
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, { path: row.path, alt: row.alt ?? "" }]));
}

/** The site's shop with its active products (by title), or null when the site has none. */
export async function shopData(db: Db, siteId: string): Promise<ShopFacts | null> {
  const commerce = commerceDb(db);
  const store = await commerce
    .selectFrom("stores")
    .select(["id", "name", "vat_registered"])
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (store === undefined) return null;
  const products = await commerce
    .selectFrom("products")
    .select(["id", "slug", "title", "description", "image_ids", "whatsapp_order"])
    .where("store_id", "=", store.id)
    .where("status", "=", "active")
    .orderBy("title")
    .orderBy("id")
    .execute();
  const variants = new Map<string, VariantRow[]>();
  if (products.length > 0) {
    const rows = await commerce
      .selectFrom("product_variants")
      .select(["id", "product_id", "options", "price_cents", "compare_at_cents", "stock", "reserved"])
      .where("store_id", "=", store.id)
      .orderBy("product_id")
      .orderBy("position")
      .execute();
    for (const row of rows) variants.set(row.product_id, [...(variants.get(row.product_id) ?? []), row]);
  }
  const imageIds = new Map(products.map((product) => [product.id, parsedJson<string[]>(product.image_ids, [])]));
  const found = await pictures(db, siteId, [...imageIds.values()].flat());
  const listed: ShopProduct[] = products.map((product) => ({
    id: product.id,
    slug: product.slug,
    title: product.title,
    description: product.description,
    images: (imageIds.get(product.id) ?? []).flatMap((id) => {
      const picture = found.get(id);
      return picture === undefined ? [] : [picture];
    }),
    whatsapp_order: Boolean(product.whatsapp_order),
    variants: (variants.get(product.id) ?? []).map((row) => variantOf(row, product.title)),
  }));
  // A product without a variant has nothing to sell.
  return {
    name: store.name,
    vat_registered: Boolean(store.vat_registered),
    products: listed.filter((product) => product.variants.length > 0),
  };
}
