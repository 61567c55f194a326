// How a shop's buyers pay: into the shop's own PayFast merchant account through the same gateway as
// plans (signed form, notifications checked for signature, source and PayFast's confirmation), or by EFT
// into the shop's bank account with the order number as reference, which the shop marks paid.
import type { Selectable } from "kysely";
import { commerceDb } from "../../db/commerce-db";
import type { StoreTable } from "../../db/schema-commerce";
import type { PayfastEndpoints } from "../../env-billing";
import { AppError } from "../../errors";
import { createPayfastGateway } from "../billing/payfast/payfast-gateway";
import type { CardGateway, CheckoutForm } from "../billing/payment-gateway";
import { giveUpOrder, type OrderDeps, payOrder } from "./order-payment";

export const SHOP_PAYMENT_MESSAGES = {
  unknownOrder: "No such order",
  amount: "The amount paid is not the order's total",
};

type PaymentDeps = OrderDeps & { env: OrderDeps["env"] & { payments: { payfastEndpoints: PayfastEndpoints } } };

/** How the shop's buyers pay: card where its PayFast account is complete, else EFT where it has a bank account. */
export function paymentMethodOf(store: Selectable<StoreTable>): "payfast" | "eft" | null {
  if (store.payfast_merchant_id && store.payfast_merchant_key && store.payfast_passphrase) return "payfast";
  return store.eft_bank_account ? "eft" : null;
}

function gatewayOf(endpoints: PayfastEndpoints, store: Selectable<StoreTable>): CardGateway | null {
  if (!store.payfast_merchant_id || !store.payfast_merchant_key || !store.payfast_passphrase) return null;
  return createPayfastGateway({
    ...endpoints,
    merchantId: store.payfast_merchant_id,
    merchantKey: store.payfast_merchant_key,
    passphrase: store.payfast_passphrase,
  });
}

/** The form that sends the buyer to PayFast to pay the order into the shop's account. */
export function payfastForm(
  deps: PaymentDeps,
  store: Selectable<StoreTable>,
  order: { id: string; number: number; total_cents: number; customer: { name: string; email: string } },
  statusUrl: string,
): CheckoutForm | null {
  const gateway = gatewayOf(deps.env.payments.payfastEndpoints, store);
  if (!gateway) return null;
  const [firstName, ...rest] = order.customer.name.split(/\s+/);
  return gateway.checkoutForm({
    paymentId: order.id,
    amountCents: order.total_cents,
    itemName: `${store.name} order #${order.number}`.slice(0, 100),
    buyer: { email: order.customer.email, firstName, lastName: rest.join(" ") || undefined },
    returnUrl: statusUrl,
    cancelUrl: `${statusUrl}&cancelled=1`,
    notifyUrl: `${deps.env.appOrigin}/api/shop/payfast/notify`,
  });
}

/**
 * PayFast's notification of a payment for an order, from `source`: checked with the order's shop's
 * passphrase and merchant, and confirmed with PayFast; then a complete payment of the order's total
 * pays it (once), and a cancelled one gives the order up. Anything else is refused with the reason.
 */
export async function receiveShopNotification(deps: PaymentDeps, body: string, source: string): Promise<void> {
  const orderId = new URLSearchParams(body).get("m_payment_id") ?? "";
  const commerce = commerceDb(deps.db);
  const order = await commerce.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  const store =
    order && (await commerce.selectFrom("stores").selectAll().where("id", "=", order.store_id).executeTakeFirst());
  const gateway = store && gatewayOf(deps.env.payments.payfastEndpoints, store);
  if (!order || !gateway) throw new AppError("BAD_REQUEST", SHOP_PAYMENT_MESSAGES.unknownOrder);
  const notification = await gateway.readNotification(body, source);
  if ("refused" in notification) throw new AppError("BAD_REQUEST", notification.refused);
  if (notification.status === "cancelled") {
    await giveUpOrder(deps, order.id, { kind: "cancelled", userId: null, note: "Payment cancelled at PayFast" });
    return;
  }
  if (notification.status !== "complete") return;
  if (notification.amountCents !== order.total_cents) throw new AppError("BAD_REQUEST", SHOP_PAYMENT_MESSAGES.amount);
  await payOrder(deps, order.id, {
    userId: null,
    gatewayPaymentId: notification.gatewayPaymentId,
    note: `PayFast payment ${notification.gatewayPaymentId}`,
  });
}
