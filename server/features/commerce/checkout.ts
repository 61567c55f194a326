// A buyer's checkout: the cart's lines at today's prices, checked against what is left, held for the
// buyer for 15 minutes, and written as an order numbered in its shop's sequence. The check and the hold
// are one transaction that no other checkout can interleave with: the variants are read FOR UPDATE on
// PostgreSQL, and SQLite's write lock is taken before the first read. So no variant is ever sold twice.
import { randomBytes, randomUUID } from "node:crypto";
import { type CheckoutInput, type CheckoutResult, RESERVATION_MINUTES } from "@common/schemas/orders";
import { offersShipping, orderTotals } from "@common/shop-totals";
import type { Kysely, Selectable } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { Db } from "../../db/create-db";
import { writeTransaction } from "../../db/locks";
import type { Database } from "../../db/schema";
import type { StoreTable } from "../../db/schema-commerce";
import { AppError } from "../../errors";
import type { JobRunner } from "../../jobs/job-runner";
import type { SiteWing } from "../../site/site-wing";
import { availabilityChanged } from "./order-stock";
import { paymentMethodOf } from "./shop-payments";
import { variantTitle } from "./variant-title";

export const RESERVATION_QUEUE = "shop-reservation-expiry";
/** The expiry job runs this long after the hold's end, so a job runner whose clock is a little ahead finds it lapsed. */
const EXPIRY_MARGIN_SECONDS = 30;

export const CHECKOUT_MESSAGES = {
  noDelivery: "This shop does not deliver: choose collection",
  noCollection: "This shop does not offer collection: choose delivery",
  noPayments: "This shop is not taking payments yet",
  gone: "Something in your cart is no longer sold: remove it and try again",
  soldOut: "Sold out",
  onlyLeft: (left: number, title: string) => `Only ${left} left of ${title}`,
};

export type CheckoutDeps = { db: Db; jobs: JobRunner; clock: { now(): Date }; site: Pick<SiteWing, "contentChanged"> };

/** The cart with each variant once, its quantities added up, in a fixed order (locks are taken in it). */
function mergedItems(items: CheckoutInput["items"]) {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.variant_id, (quantities.get(item.variant_id) ?? 0) + item.quantity);
  return [...quantities]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([variant_id, quantity]) => ({ variant_id, quantity }));
}

/** The variants a cart names, locked until the transaction ends, with their products' titles. */
async function lockedLines(trx: Kysely<Database>, db: Db, storeId: string, ids: string[]) {
  const commerce = commerceDb({ kysely: trx });
  const query = commerce
    .selectFrom("product_variants")
    .select(["id", "product_id", "options", "price_cents", "stock", "reserved"])
    .where("store_id", "=", storeId)
    .where("id", "in", ids)
    .orderBy("id");
  const variants = await (db.dialect === "postgres" ? query.forUpdate() : query).execute();
  const productIds = [...new Set(variants.map((variant) => variant.product_id))];
  const products =
    productIds.length === 0
      ? []
      : await commerce.selectFrom("products").select(["id", "title", "status"]).where("id", "in", productIds).execute();
  return { variants, products };
}

/**
 * Places the order for `input` in `store`, holding its stock, and queues the hold's expiry; throws
 * OUT_OF_STOCK (409) with how many are left of the first line that cannot be had.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  store: Selectable<StoreTable>,
  input: CheckoutInput,
): Promise<Omit<CheckoutResult, "payment_url"> & { access_key: string }> {
  const shipping = {
    flat_rate_cents: store.flat_rate_cents,
    free_over_cents: store.free_over_cents,
    collection_address: store.collection_address,
  };
  if (!offersShipping(shipping, input.shipping_option)) {
    throw new AppError(
      "BAD_REQUEST",
      input.shipping_option === "flat" ? CHECKOUT_MESSAGES.noDelivery : CHECKOUT_MESSAGES.noCollection,
    );
  }
  const method = paymentMethodOf(store);
  if (!method) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.noPayments);
  const items = mergedItems(input.items);
  const now = deps.clock.now();
  const reservedUntil = new Date(now.getTime() + RESERVATION_MINUTES * 60_000).toISOString();
  const orderId = randomUUID();
  const accessKey = randomBytes(18).toString("base64url");

  return writeTransaction(deps.db, async (trx) => {
    const commerce = commerceDb({ kysely: trx });
    const { variants, products } = await lockedLines(
      trx,
      deps.db,
      store.id,
      items.map((item) => item.variant_id),
    );
    const lines = items.map((item, position) => {
      const variant = variants.find((candidate) => candidate.id === item.variant_id);
      const product = variant && products.find((candidate) => candidate.id === variant.product_id);
      if (!variant || product?.status !== "active") throw new AppError("CONFLICT", CHECKOUT_MESSAGES.gone);
      const title = variantTitle(product.title, variant.options);
      const left = variant.stock === null ? Number.POSITIVE_INFINITY : variant.stock - variant.reserved;
      if (item.quantity > left) {
        throw new AppError(
          "OUT_OF_STOCK",
          left > 0 ? CHECKOUT_MESSAGES.onlyLeft(left, title) : CHECKOUT_MESSAGES.soldOut,
        );
      }
      return {
        id: randomUUID(),
        order_id: orderId,
        product_id: product.id,
        variant_id: variant.id,
        title: product.title,
        variant_title: title,
        unit_price_cents: variant.price_cents,
        quantity: item.quantity,
        held: variant.stock === null ? 0 : item.quantity,
        taken: 0,
        position,
      };
    });
    for (const { variant_id, held } of lines) {
      if (held === 0) continue;
      await commerce
        .updateTable("product_variants")
        .set((eb) => ({ reserved: eb("reserved", "+", held) }))
        .where("id", "=", variant_id)
        .execute();
    }
    const totals = orderTotals(
      lines,
      { vat_registered: Boolean(store.vat_registered), shipping },
      input.shipping_option,
    );
    // Taken last, so a checkout holds the shop's row only for its final writes.
    const numbered = await commerce
      .updateTable("stores")
      .set((eb) => ({ last_order_number: eb("last_order_number", "+", 1) }))
      .where("id", "=", store.id)
      .returning("last_order_number")
      .executeTakeFirstOrThrow();
    const at = now.toISOString();
    await commerce
      .insertInto("orders")
      .values({
        id: orderId,
        organization_id: store.organization_id,
        store_id: store.id,
        number: numbered.last_order_number,
        status: "pending_payment",
        ...totals,
        shipping_option: input.shipping_option,
        customer: JSON.stringify(input.customer),
        notes: "",
        reserved_until: reservedUntil,
        access_key: accessKey,
        payment_method: method,
        gateway_payment_id: null,
        tracking_number: null,
        paid_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await commerce.insertInto("order_lines").values(lines).execute();
    await commerce
      .insertInto("order_events")
      .values({ id: randomUUID(), order_id: orderId, kind: "placed", user_id: null, note: "", created_at: at })
      .execute();
    await deps.jobs.send(
      RESERVATION_QUEUE,
      { orderId },
      { transaction: trx, startAfterSeconds: RESERVATION_MINUTES * 60 + EXPIRY_MARGIN_SECONDS },
    );
    // Last, as the shop's row is: the site's one pending rebuild is kept under a lock that every checkout
    // of the shop then waits on until this transaction ends.
    if (lines.some((line) => line.held > 0)) await availabilityChanged(deps.site, trx, { siteId: store.site_id });
    return {
      order_id: orderId,
      number: numbered.last_order_number,
      ...totals,
      access_key: accessKey,
    };
  });
}
