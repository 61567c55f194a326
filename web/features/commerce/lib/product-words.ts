import { formatRand } from "@common/plans";
import type { Variant } from "@common/schemas/products";

type Priced = Pick<Variant, "price_cents">;
type Stocked = Pick<Variant, "stock" | "available">;

/** "R 249.00", or "R 199.00 – R 249.00" when the variants' prices differ; "" for none. */
export function priceRange(variants: readonly Priced[]): string {
  if (variants.length === 0) return "";
  const prices = variants.map((variant) => variant.price_cents);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatRand(low) : `${formatRand(low)} – ${formatRand(high)}`;
}

/** Whether nothing of the product can be bought: every variant counted and none available. */
export function isSoldOut(variants: readonly Stocked[]): boolean {
  return variants.length > 0 && variants.every((variant) => variant.available !== null && variant.available <= 0);
}

/** The stock column: "Unlimited" when any variant is, "Sold out", else "12 in stock" (the variants' sum). */
export function stockText(variants: readonly Stocked[]): string {
  if (variants.some((variant) => variant.stock === null)) return "Unlimited";
  if (isSoldOut(variants)) return "Sold out";
  const total = variants.reduce((sum, variant) => sum + (variant.stock ?? 0), 0);
  return `${total} in stock`;
}

/** "3 products", "1 product". */
export function productCount(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"}`;
}

export const PRODUCT_STATUS_LABELS = { draft: "Draft", active: "On sale" } as const;
