// The modules the builder writes into each bundle (server/builder/site-runtime.ts): what the runtime knows of
// the site being built.
declare module "webcraft:site" {
  /** A library file's width, height and the widths of its WebP copies, by its path under /media/. */
  export const media: Record<string, readonly [number, number, readonly number[]]>;
  /** True in the editor's preview, where forms are not received. */
  export const isPreview: boolean;
  /** Whether the site has a shop: asking carries none of its products. */
  export const hasShop: boolean;
}

declare module "webcraft:shop" {
  /** The site's shop and its active products; null when the site has no shop. */
  export const shop: import("../shop-facts").ShopFacts | null;
}
