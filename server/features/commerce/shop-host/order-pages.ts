// The buyer's pages of an order on the site: where it is paid (on to PayFast, or the shop's bank details
// for an EFT) and where its status is read, from the link in the receipt or after paying.
import { escapeHtml } from "@common/escape-html";
import type { Selectable } from "kysely";
import type { OrderLineTable, OrderTable, StoreTable } from "../../../db/schema-commerce";
import type { CheckoutForm } from "../../billing/payment-gateway";
import { rand, totalRows } from "./shop-html";

type Shown = {
  order: Selectable<OrderTable>;
  lines: Selectable<OrderLineTable>[];
  store: Selectable<StoreTable>;
  /** The order's pages, with the key: `{base}` is its status page, `/_shop/pay/…` its payment page. */
  statusPath: string;
  payPath: string;
};

/** Sends the browser on to PayFast as soon as the page loads; the button does the same without scripts. */
export const GO_TO_PAYFAST = `document.getElementById("pay").submit()`;

const STATUS_WORDS: Record<string, string> = {
  pending_payment: "Waiting for payment",
  paid: "Paid",
  fulfilled: "Sent",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

function summary({ order, lines, store }: Shown): string {
  const rows = lines
    .map((line) => {
      const variant =
        line.variant_title !== line.title ? ` <span class="muted">(${escapeHtml(line.variant_title)})</span>` : "";
      return `<tr><td>${line.quantity} × ${escapeHtml(line.title)}${variant}</td><td class="n">${rand(line.unit_price_cents * line.quantity)}</td></tr>`;
    })
    .join("");
  const delivery = order.shipping_option === "collection" ? "Collection" : "Delivery";
  const collect = order.shipping_option === "collection" && store.collection_address;
  const where = collect
    ? `<p class="muted">Collect from ${escapeHtml(store.collection_address ?? "")}.</p>`
    : `<p class="muted">Deliver to ${escapeHtml((JSON.parse(order.customer) as { address: string }).address)}.</p>`;
  return `<div class="box"><table><tbody>${rows}${totalRows(order, delivery)}</tbody></table>${where}</div>`;
}

/** The payment page: PayFast's form (sent by the page's script), or the bank details for an EFT. */
export function payBody(shown: Shown, form: CheckoutForm | null): string {
  const { order, store } = shown;
  const heading = `<h1>Pay for order #${order.number}</h1>`;
  if (form) {
    const fields = form.fields
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("");
    return `${heading}<p>Taking you to PayFast to pay ${rand(order.total_cents)} to ${escapeHtml(store.name)}…</p>
<form id="pay" method="post" action="${escapeHtml(form.url)}">${fields}<button class="button wide" type="submit">Pay ${rand(order.total_cents)} with PayFast</button></form>${summary(shown)}`;
  }
  return `${heading}<p>Pay ${rand(order.total_cents)} by EFT into ${escapeHtml(store.name)}'s account:</p>
<div class="box"><p><strong>${escapeHtml(store.eft_bank_account ?? "")}</strong></p><p>Reference: <strong>Order ${order.number}</strong></p></div>
<p class="muted">The shop marks your order paid once the money arrives, and mails you a receipt. Your items are held for 15 minutes; after that they are yours while stock lasts.</p>
${summary(shown)}<p><a href="${escapeHtml(shown.statusPath)}">Your order's page</a></p>`;
}

/** The order's status page; `cancelledPayment` when the buyer came back from PayFast without paying. */
export function orderBody(shown: Shown, cancelledPayment: boolean): string {
  const { order, store } = shown;
  const status = `<p><span class="status">${STATUS_WORDS[order.status] ?? order.status}</span></p>`;
  let next = "";
  if (order.status === "pending_payment") {
    const back = cancelledPayment
      ? `<p>You left PayFast without paying. Your items are still held for a few minutes.</p>`
      : "";
    const waiting =
      !cancelledPayment && order.payment_method === "payfast"
        ? `<p class="muted">If you have just paid, this page updates as soon as PayFast tells us.</p>`
        : "";
    next = `${back}${waiting}<a class="button" href="${escapeHtml(shown.payPath)}">Pay ${rand(order.total_cents)}</a>
<form method="post" action="${escapeHtml(`${shown.statusPath.replace("?", "/cancel?")}`)}"><button class="link" type="submit">Cancel this order</button></form>`;
  } else if (order.status === "paid") {
    next = `<p>Thank you! ${escapeHtml(store.name)} has your payment and will let you know when your order is on its way${order.shipping_option === "collection" ? " or ready to collect" : ""}.</p>`;
  } else if (order.status === "fulfilled") {
    const tracking = order.tracking_number
      ? ` Tracking number: <strong>${escapeHtml(order.tracking_number)}</strong>.`
      : "";
    next = `<p>${order.shipping_option === "collection" ? "Your order is ready to collect." : `Your order is on its way.${tracking}`}</p>`;
  } else if (order.status === "cancelled") {
    next = `<p>This order was cancelled and nothing was charged.</p>`;
  } else {
    next = `<p>This order was refunded.</p>`;
  }
  return `<h1>Order #${order.number}</h1>${status}${next}${summary(shown)}<p><a href="/">Back to the shop</a></p>`;
}
