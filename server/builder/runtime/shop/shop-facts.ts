// The shop as the build knew it, and the lookups the components that show products share.
import { shop } from "webcraft:shop";

export { shop };

export type Shop = NonNullable<typeof shop>;
export type ShopProduct = Shop["products"][number];
export type ShopVariant = ShopProduct["variants"][number];

/** A product given as itself or by its slug; undefined when the shop has no such active product. */
export function productOf(product: ShopProduct | string): ShopProduct | undefined {
  if (typeof product !== "string") return product;
  return shop?.products.find((each) => each.slug === product);
}

export function isAvailable(variant: ShopVariant): boolean {
  return variant.available === null || variant.available > 0;
}

/** A library path as the site serves it, each part encoded (a space or a comma stays in its part). */
export function mediaSrc(path: string): string {
  return `/media/${path.split("/").map(encodeURIComponent).join("/")}`;
}
