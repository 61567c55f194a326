// What the runtime's shop components know of a site's shop at build time: the builder writes it into
// the module "webcraft:shop" as `shop` (null when the site has no shop), and whether there is one into
// "webcraft:site" as `hasShop`. Products are the active ones, their variants in the order the shop set.

export type ShopVariant = {
  id: string;
  /** "Large / Red"; the product's title where it has no options. */
  title: string;
  options: Record<string, string>;
  price_cents: number;
  compare_at_cents: number | null;
  /** What may still be bought (stock less what checkouts hold); null: unlimited. */
  available: number | null;
};

export type ShopProduct = {
  id: string;
  slug: string;
  title: string;
  /** Sanitised HTML, as the shop stored it. */
  description: string;
  /** Paths in the site's media library (under /media/), first shown first. */
  images: { path: string; alt: string }[];
  /** The product also offers "Order on WhatsApp" beside the cart. */
  whatsapp_order: boolean;
  variants: ShopVariant[];
};

export type ShopFacts = { name: string; vat_registered: boolean; products: ShopProduct[] };

/**
 * The runtime modules through which pages read the shop: its products, and whether there is one (the
 * cart's button shows only where there is). A page whose modules reach either is rendered again when the
 * shop's products change, as a page reading posts is when they change.
 */
export const SHOP_READER_MODULES: readonly string[] = ["webcraft:shop", "shop/has-shop"];
