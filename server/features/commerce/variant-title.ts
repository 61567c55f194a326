/**
 * How a variant is named to buyers and in orders: its option values in order, "Large / Red"; the
 * product's own title where it has no options. `options` is the stored JSON or the object.
 */
export function variantTitle(productTitle: string, options: string | Record<string, string>): string {
  const values = Object.values(typeof options === "string" ? (JSON.parse(options) as Record<string, string>) : options);
  return values.length > 0 ? values.join(" / ") : productTitle;
}
