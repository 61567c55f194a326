// How a payment leaves the product and how its outcome comes back. Card payments go through PayFast
// (a signed form the browser posts to its payment page, and a notification it posts back); an EFT is
// an open invoice with the bank account and a reference, which an operator marks paid.

/** What the organization is asked to pay. `paymentId` comes back in the gateway's notification. */
export type PaymentRequest = {
  paymentId: string;
  amountCents: number;
  /** Shown on the gateway's page: "Webcraft Starter, monthly". */
  itemName: string;
  itemDescription?: string;
  buyer: { email: string; firstName?: string; lastName?: string };
  /** Where the browser goes after paying, after cancelling, and where the gateway reports. */
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
  /**
   * A subscription: `amountCents` is charged now, then `recurringAmountCents` every period from
   * `billingDate` (YYYY-MM-DD).
   */
  subscription?: { period: "monthly" | "yearly"; billingDate: string; recurringAmountCents: number };
};

/** What the browser needs to go to the gateway: a form, posted to `url`, its fields in this order. */
export type CheckoutForm = { url: string; fields: [name: string, value: string][] };

/** What an EFT payer needs: where to pay, and the reference that tells the payment apart. */
export type EftInstructions = { bankAccount: string; reference: string };

/** A notification the gateway sent, once it is shown to be genuine. */
export type GatewayNotification = {
  /** Ours, as sent in the request (PayFast's m_payment_id); a subscription's renewals repeat it. */
  paymentId: string;
  /** The gateway's id of this one transaction (PayFast's pf_payment_id): new for every renewal. */
  gatewayPaymentId: string;
  status: "complete" | "failed" | "pending" | "cancelled";
  /** What was paid (PayFast's amount_gross), in cents: compared with what was asked. */
  amountCents: number;
  /** The subscription the payment belongs to (PayFast's token), if any. */
  subscriptionToken: string | null;
  /** The fields as posted, in order, kept with the payment. */
  fields: [name: string, value: string][];
};

/** Why a notification is refused, in words for the log. */
export type NotificationRefusal = { refused: string };

/** A card gateway: the form to its payment page, its notifications, and its subscriptions. */
export interface CardGateway {
  checkoutForm(request: PaymentRequest): CheckoutForm;
  /**
   * Reads a notification's form-encoded body, as it came from `sourceAddress`: its signature, its source
   * and the gateway's own confirmation of it. The amount is the caller's to compare with the payment.
   */
  readNotification(body: string, sourceAddress: string): Promise<GatewayNotification | NotificationRefusal>;
  /** Stops the subscription's future charges. */
  cancelSubscription(token: string): Promise<void>;
  /** Changes what the subscription charges from its next billing date on (a downgrade). */
  updateSubscription(token: string, change: { amountCents: number; period: "monthly" | "yearly" }): Promise<void>;
}
