// The checkout page: the cart's lines at today's prices with what is left of each, the buyer's details,
// delivery or collection, and the totals for each choice. A plain form that posts to /_shop/checkout, so
// it works without JavaScript; after a refusal it comes back with the buyer's words kept.
import { escapeHtml } from "@common/escape-html";
import { MAX_QUANTITY } from "@common/schemas/products";
import { deliveryCents, orderTotals } from "@common/shop-totals";
import type { Selectable } from "kysely";
import { commerceDb } from "../../../db/commerce-db";
import type { Db } from "../../../db/create-db";
import type { StoreTable } from "../../../db/schema-commerce";
import { CHECKOUT_MESSAGES } from "../checkout";
import { variantTitle } from "../variant-title";
import { rand, totalRows } from "./shop-html";

export type CartItem = { variant_id: string; quantity: number };
export type CartLine = CartItem & {
  title: string;
  variant_title: string;
  unit_price_cents: number;
  /** Why the line cannot be bought as it is, or null. */
  problem: string | null;
};
export type CheckoutValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  shipping_option: string;
  /** The site's page the buyer came from (the shop), where "Back to the shop" leads. */
  back: string;
};

const MAX_LINES = 50;

/** `v1:2,v2:1` (the cart's link) as items; anything unreadable is left out. */
export function itemsFromQuery(text: string | undefined): CartItem[] {
  const items: CartItem[] = [];
  for (const part of (text ?? "").split(",").slice(0, MAX_LINES)) {
    const [variantId = "", count = "1"] = part.trim().split(":");
    const quantity = Number(count);
    if (/^[\w-]{1,64}$/.test(variantId) && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY) {
      items.push({ variant_id: variantId, quantity });
    }
  }
  return items;
}

/** The cart's lines as the shop sells them now; a line no longer sold, or short of stock, says so. */
export async function cartLines(db: Db, storeId: string, items: CartItem[]): Promise<CartLine[]> {
  if (items.length === 0) return [];
  const rows = await commerceDb(db)
    .selectFrom("product_variants as v")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(["v.id", "v.options", "v.price_cents", "v.stock", "v.reserved", "p.title", "p.status"])
    .where("v.store_id", "=", storeId)
    .where(
      "v.id",
      "in",
      items.map((item) => item.variant_id),
    )
    .execute();
  return items.flatMap((item) => {
    const row = rows.find((candidate) => candidate.id === item.variant_id);
    if (row?.status !== "active") return [];
    const left = row.stock === null ? null : Math.max(row.stock - row.reserved, 0);
    const title = variantTitle(row.title, row.options);
    const problem =
      left === null || item.quantity <= left
        ? null
        : left === 0
          ? CHECKOUT_MESSAGES.soldOut
          : CHECKOUT_MESSAGES.onlyLeft(left, title);
    return [{ ...item, title: row.title, variant_title: title, unit_price_cents: row.price_cents, problem }];
  });
}

function lineRows(lines: CartLine[]): string {
  return lines
    .map((line) => {
      const variant =
        line.variant_title !== line.title ? `<br><span class="muted">${escapeHtml(line.variant_title)}</span>` : "";
      const problem = line.problem ? `<br><span class="error">${escapeHtml(line.problem)}</span>` : "";
      return `<tr><td>${escapeHtml(line.title)}${variant}${problem}</td><td class="n">${line.quantity} × ${rand(line.unit_price_cents)}</td><td class="n">${rand(line.unit_price_cents * line.quantity)}</td></tr>`;
    })
    .join("");
}

const field = (name: string, label: string, value: string, attributes: string) =>
  `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}>`;

/** The page's body for `lines` of `store`, with `values` typed so far and the refusal, if any. */
export function checkoutBody(
  store: Selectable<StoreTable>,
  lines: CartLine[],
  values: CheckoutValues,
  error: string | null,
): string {
  if (lines.length === 0) {
    return `<h1>Checkout</h1><p>Your cart is empty.</p><a class="button" href="${escapeHtml(values.back)}">Back to the shop</a>`;
  }
  const shop = {
    vat_registered: Boolean(store.vat_registered),
    shipping: {
      flat_rate_cents: store.flat_rate_cents,
      free_over_cents: store.free_over_cents,
      collection_address: store.collection_address,
    },
  };
  const delivers = store.flat_rate_cents !== null;
  const collects = store.collection_address !== null;
  const chosen = values.shipping_option || (delivers ? "flat" : "collection");
  const totals = orderTotals(lines, shop, chosen === "collection" ? "collection" : "flat");
  const subtotal = totals.subtotal_cents;
  const deliveryCost = delivers ? deliveryCents(shop.shipping, subtotal) : 0;
  const radio = (value: string, label: string) =>
    `<label class="choice"><input type="radio" name="shipping_option" value="${value}"${chosen === value ? " checked" : ""} required><span>${label}</span></label>`;
  const options = [
    delivers
      ? radio(
          "flat",
          `Delivery: ${deliveryCost === 0 ? "free" : rand(deliveryCost)} (total ${rand(subtotal + deliveryCost)})`,
        )
      : "",
    collects
      ? radio(
          "collection",
          `Collect from ${escapeHtml(store.collection_address ?? "")}: free (total ${rand(subtotal)})`,
        )
      : "",
  ].join("");
  const hidden = lines
    .map(
      (line) =>
        `<input type="hidden" name="variant_id" value="${escapeHtml(line.variant_id)}"><input type="hidden" name="quantity" value="${line.quantity}">`,
    )
    .join("");
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "";
  const free = delivers && store.free_over_cents !== null && deliveryCost > 0;
  const freeNote = free ? `<p class="muted">Delivery is free from ${rand(store.free_over_cents ?? 0)}.</p>` : "";
  return `<h1>Checkout</h1>${alert}
<div class="box"><table><thead><tr><th>Item</th><th class="n">Price</th><th class="n">Amount</th></tr></thead><tbody>${lineRows(lines)}</tbody></table>
<table><tbody>${totalRows(totals, chosen === "collection" ? "Collection" : "Delivery")}</tbody></table>${freeNote}</div>
<form method="post" action="/_shop/checkout">${hidden}<input type="hidden" name="back" value="${escapeHtml(values.back)}">
<h2>Your details</h2>
${field("name", "Name", values.name, 'autocomplete="name" required maxlength="120"')}
${field("email", "Email", values.email, 'type="email" autocomplete="email" required maxlength="254"')}
${field("phone", "Phone", values.phone, 'type="tel" autocomplete="tel" required maxlength="20"')}
<fieldset><legend>Delivery or collection</legend>${options}</fieldset>
<label for="address">Delivery address${collects ? " (not needed to collect)" : ""}</label><textarea id="address" name="address" rows="3" autocomplete="street-address" maxlength="500">${escapeHtml(values.address)}</textarea>
<button class="button wide" type="submit">Place order and pay</button></form>
<p class="muted">Your items are held for 15 minutes while you pay.</p><p><a href="${escapeHtml(values.back)}">Back to the shop</a></p>`;
}
