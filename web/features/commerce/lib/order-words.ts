import type { OrderEvent, OrderStatus } from "@common/schemas/orders";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export const ORDER_EVENT_LABELS: Record<OrderEvent["kind"], string> = {
  placed: "Placed",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
  refunded: "Refunded",
  expired: "Expired",
  note: "Note",
};

export const PAYMENT_LABELS = { payfast: "Card (PayFast)", eft: "EFT" } as const;
export const SHIPPING_LABELS = { flat: "Delivery", collection: "Collection" } as const;

/** "Order #1042", as the buyer's mails name it. */
export function orderName(number: number): string {
  return `Order #${number}`;
}

/** "3 orders", "1 order". */
export function orderCount(count: number): string {
  return `${count} ${count === 1 ? "order" : "orders"}`;
}

/** "2 items". */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
