// The tables of shops: stores, their products and variants, the stock ledger, and orders with their
// lines and timelines. They live in the `commerce` schema (docs/decisions/027-commerce-schema.md) and are
// reached only through `commerceDb(db)`.
import type { Timestamp } from "./schema";

/** A site's shop: its name, VAT registration and shipping options. Money is ZAR cents, VAT-inclusive. */
export type StoreTable = {
  id: string;
  organization_id: string;
  site_id: string;
  name: string;
  currency: string;
  /** 0/1 on SQLite: whether prices include 15 % VAT the store declares on its invoices. */
  vat_registered: boolean | number;
  /** A flat shipping rate; null: no delivery, collection only. */
  flat_rate_cents: number | null;
  /** Delivery is free from this subtotal up; null: never free. */
  free_over_cents: number | null;
  /** Where a buyer may collect; null: no collection. */
  collection_address: string | null;
  /** The shop's own PayFast merchant account buyers pay into; null: none set. */
  payfast_merchant_id: string | null;
  payfast_merchant_key: string | null;
  /** The passphrase set in that PayFast account's settings: signs forms and notifications. Never shown back. */
  payfast_passphrase: string | null;
  /** The bank account buyers may pay into by EFT, as printed for them; null: no EFT. */
  eft_bank_account: string | null;
  /** The last order number given: orders are numbered 1, 2, 3… per store. */
  last_order_number: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ProductTable = {
  id: string;
  organization_id: string;
  store_id: string;
  title: string;
  slug: string;
  /** Sanitised rich text (HTML). */
  description: string;
  /** "draft" or "active". */
  status: string;
  /** JSON: media ids of the product's pictures, in order. */
  image_ids: string;
  /** 0/1 on SQLite: the product also offers "Order on WhatsApp" beside the cart. */
  whatsapp_order: boolean | number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One buyable version of a product (a size and colour), with its own price and stock. */
export type ProductVariantTable = {
  id: string;
  product_id: string;
  store_id: string;
  sku: string;
  /** JSON: `{ [option]: value }`, such as `{ "Size": "Large", "Colour": "Red" }`. */
  options: string;
  price_cents: number;
  compare_at_cents: number | null;
  /** On hand, reservations not taken off; null: unlimited. */
  stock: number | null;
  /** Held by checkouts not yet paid. */
  reserved: number;
  position: number;
};

/** A change of a variant's stock and why: adjustments, sales, releases. */
export type StockMovementTable = {
  id: string;
  store_id: string;
  product_id: string;
  variant_id: string;
  change: number;
  reason: string;
  order_id: string | null;
  user_id: string | null;
  created_at: Timestamp;
};

export type OrderTable = {
  id: string;
  organization_id: string;
  store_id: string;
  number: number;
  /** "pending_payment", "paid", "fulfilled", "cancelled" or "refunded". */
  status: string;
  subtotal_cents: number;
  shipping_cents: number;
  vat_cents: number;
  total_cents: number;
  /** "flat" or "collection". */
  shipping_option: string;
  /** JSON: `{ name, email, phone, address }`. */
  customer: string;
  notes: string;
  /** When the stock held for an unpaid order goes back. */
  reserved_until: Timestamp | null;
  /** The secret in the buyer's link to the order's status page on the site. */
  access_key: string;
  /** "payfast" or "eft". */
  payment_method: string;
  /** PayFast's id of the payment that paid it. */
  gateway_payment_id: string | null;
  tracking_number: string | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** What an order bought, copied from the product as it was then. */
export type OrderLineTable = {
  id: string;
  order_id: string;
  product_id: string;
  variant_id: string;
  title: string;
  variant_title: string;
  unit_price_cents: number;
  quantity: number;
  /** How many the order holds of the variant's stock while unpaid (0 for an unlimited variant). */
  held: number;
  /** How many it took off the variant's stock once paid: what goes back if it is cancelled or refunded unsent. */
  taken: number;
  position: number;
};

/** One step of an order's timeline: who did what, and when. */
export type OrderEventTable = {
  id: string;
  order_id: string;
  /** "placed", "paid", "fulfilled", "cancelled", "refunded", "note". */
  kind: string;
  /** A member's id; null for the buyer or the system. */
  user_id: string | null;
  note: string;
  created_at: Timestamp;
};

export type CommerceDatabase = {
  stores: StoreTable;
  products: ProductTable;
  product_variants: ProductVariantTable;
  stock_movements: StockMovementTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
};
