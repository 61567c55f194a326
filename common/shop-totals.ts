// What an order costs: its lines, delivery or collection, and the VAT inside a VAT-registered shop's
// prices. Money is integer cents, VAT-inclusive; the checkout, the order pages and the admin read it here.
import { vatCents } from "./plans";

export type ShippingRules = {
  flat_rate_cents: number | null;
  free_over_cents: number | null;
  collection_address: string | null;
};

export type ShippingOption = "flat" | "collection";

export type OrderTotals = {
  subtotal_cents: number;
  shipping_cents: number;
  vat_cents: number;
  total_cents: number;
};

/** What delivery costs for this subtotal: the flat rate, or nothing from the free-delivery amount up. */
export function deliveryCents(shipping: ShippingRules, subtotalCents: number): number {
  if (shipping.flat_rate_cents === null) return 0;
  if (shipping.free_over_cents !== null && subtotalCents >= shipping.free_over_cents) return 0;
  return shipping.flat_rate_cents;
}

/** Whether the shop offers `option`: delivery needs a rate, collection an address. */
export function offersShipping(shipping: ShippingRules, option: ShippingOption): boolean {
  return option === "flat" ? shipping.flat_rate_cents !== null : shipping.collection_address !== null;
}

/**
 * The totals of lines bought with `option`. A VAT-registered shop's VAT is the total (delivery
 * included) × 15/115, rounded half-up to the cent; an unregistered shop charges none.
 */
export function orderTotals(
  lines: readonly { unit_price_cents: number; quantity: number }[],
  shop: { vat_registered: boolean; shipping: ShippingRules },
  option: ShippingOption,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0);
  const shipping = option === "flat" ? deliveryCents(shop.shipping, subtotal) : 0;
  const total = subtotal + shipping;
  return {
    subtotal_cents: subtotal,
    shipping_cents: shipping,
    vat_cents: shop.vat_registered ? vatCents(total) : 0,
    total_cents: total,
  };
}
