// PayFast as our card gateway: the signed form the browser posts to its payment page, the
// notifications (ITNs) it posts back, and its merchant API for stopping or changing a subscription. A
// notification is believed only when every check PayFast asks of a merchant passes: it comes from
// PayFast's addresses, it is signed with our passphrase, it names our merchant, and PayFast itself,
// asked, says it sent it. Anything less is refused with the reason, never thrown.
import { BlockList, isIP } from "node:net";
import type { PayfastConfig } from "../../../env-billing";
import type {
  CardGateway,
  CheckoutForm,
  GatewayNotification,
  NotificationRefusal,
  PaymentRequest,
} from "../payment-gateway";
import { apiSignature, type Field, formSignature, paramString } from "./payfast-signature";

/** PayFast's codes for how often a subscription is charged. */
const FREQUENCY = { monthly: "3", yearly: "6" } as const;

/** PayFast's payment_status values, and ours. */
const STATUSES = {
  COMPLETE: "complete",
  FAILED: "failed",
  PENDING: "pending",
  CANCELLED: "cancelled",
} as const satisfies Record<string, GatewayNotification["status"]>;

const REQUIRED = ["m_payment_id", "pf_payment_id", "payment_status", "amount_gross", "merchant_id", "signature"];

/** Long enough for PayFast on a slow day; a notification left unconfirmed is sent again later. */
const PAYFAST_TIMEOUT_MS = 15_000;

/** "99.00" from 9900 cents, without going through floating point. */
function rands(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** 9900 from "99.00"; null when the text is not an amount of rands and cents. */
function cents(amount: string): number | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

function sourceList(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = "", bits] = range.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether `address` is in the list; an IPv4 peer seen by a dual-stack socket is read as IPv4. */
function isListed(list: BlockList, address: string): boolean {
  const unmapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = isIP(unmapped);
  if (family === 0) return false;
  return list.check(unmapped, family === 4 ? "ipv4" : "ipv6");
}

/** The form's fields in the order PayFast's checkout documentation lists them, empty ones left out. */
function checkoutFields(config: PayfastConfig, request: PaymentRequest): Field[] {
  const fields: [string, string | undefined][] = [
    ["merchant_id", config.merchantId],
    ["merchant_key", config.merchantKey],
    ["return_url", request.returnUrl],
    ["cancel_url", request.cancelUrl],
    ["notify_url", request.notifyUrl],
    ["name_first", request.buyer.firstName],
    ["name_last", request.buyer.lastName],
    ["email_address", request.buyer.email],
    ["m_payment_id", request.paymentId],
    ["amount", rands(request.amountCents)],
    ["item_name", request.itemName],
    ["item_description", request.itemDescription],
  ];
  const { subscription } = request;
  if (subscription) {
    fields.push(
      ["subscription_type", "1"],
      ["billing_date", subscription.billingDate],
      ["recurring_amount", rands(subscription.recurringAmountCents)],
      ["frequency", FREQUENCY[subscription.period]],
      // No end: the subscription runs until it is cancelled.
      ["cycles", "0"],
    );
  }
  return fields.map(([name, value]): Field => [name, value?.trim() ?? ""]).filter(([, value]) => value !== "");
}

/** PayFast's error message from an API answer, or the HTTP status when it gave none. */
async function apiMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { status?: unknown; data?: { message?: unknown } };
    const message = body.data?.message ?? body.status;
    if (typeof message === "string" && message) return message;
  } catch {
    // Not JSON: fall back on the text itself.
  }
  return text.trim().slice(0, 200) || `HTTP ${response.status}`;
}

/** The current time as PayFast's API wants it: seconds, with the offset spelled out. */
function apiTimestamp(now: Date): string {
  return `${now.toISOString().slice(0, 19)}+00:00`;
}

export function createPayfastGateway(config: PayfastConfig, options: { fetch?: typeof fetch } = {}): CardGateway {
  const send = options.fetch ?? fetch;
  const sources = sourceList(config.itnSources);
  // The sandbox shares the live API's address and is told apart by a query parameter.
  const testing = new URL(config.processUrl).hostname.startsWith("sandbox.");

  /** PayFast's own answer on whether it sent these fields: "VALID" or "INVALID". */
  async function confirmedByPayfast(params: string): Promise<string | null> {
    try {
      const response = await send(config.validateUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: params,
        signal: AbortSignal.timeout(PAYFAST_TIMEOUT_MS),
      });
      const answer = (await response.text()).trim();
      return response.ok && answer === "VALID"
        ? null
        : `PayFast did not confirm the notification (${answer || response.status})`;
    } catch (error) {
      return `PayFast could not be asked to confirm the notification: ${error instanceof Error ? error.message : error}`;
    }
  }

  /** A signed call to the merchant API about one subscription; throws with PayFast's words unless 2xx. */
  async function callSubscriptionApi(method: string, token: string, action: string, body: Record<string, string>) {
    if (!config.passphrase) throw new Error("PayFast's API needs a passphrase: set PAYFAST_PASSPHRASE");
    const headers = { "merchant-id": config.merchantId, version: "v1", timestamp: apiTimestamp(new Date()) };
    const signature = apiSignature({ ...headers, ...body }, config.passphrase);
    const query = testing ? "?testing=true" : "";
    const hasBody = Object.keys(body).length > 0;
    const response = await send(`${config.apiUrl}/subscriptions/${encodeURIComponent(token)}/${action}${query}`, {
      method,
      headers: {
        ...headers,
        signature,
        ...(hasBody ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: hasBody ? new URLSearchParams(body).toString() : undefined,
      signal: AbortSignal.timeout(PAYFAST_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`PayFast did not ${action} subscription ${token}: ${await apiMessage(response)}`);
    }
    await response.body?.cancel();
  }

  return {
    checkoutForm(request: PaymentRequest): CheckoutForm {
      if (request.subscription && !config.passphrase) {
        throw new Error("PayFast subscriptions need a passphrase: set PAYFAST_PASSPHRASE");
      }
      const fields = checkoutFields(config, request);
      return { url: config.processUrl, fields: [...fields, ["signature", formSignature(fields, config.passphrase)]] };
    },

    async readNotification(body: string, sourceAddress: string): Promise<GatewayNotification | NotificationRefusal> {
      if (!isListed(sources, sourceAddress)) {
        return { refused: `the notification came from ${sourceAddress}, which is not one of PayFast's addresses` };
      }
      const fields: Field[] = [...new URLSearchParams(body)];
      const value = new Map(fields);
      const missing = REQUIRED.filter((name) => !value.get(name));
      if (missing.length > 0) return { refused: `the notification lacks ${missing.join(", ")}` };
      // PayFast signs every field it posts, in order, and puts the signature last: anything after it, or
      // a field given twice, was added by someone else.
      if (value.size !== fields.length || fields.at(-1)?.[0] !== "signature") {
        return { refused: "the notification repeats a field or has fields after its signature" };
      }
      const signed = fields.slice(0, -1);
      if (formSignature(signed, config.passphrase, { keepEmpty: true }) !== value.get("signature")) {
        return { refused: "the notification's signature does not match its fields and our passphrase" };
      }
      if (value.get("merchant_id") !== config.merchantId) {
        return { refused: `the notification is for merchant ${value.get("merchant_id")}, not ours` };
      }
      const amountCents = cents(value.get("amount_gross") ?? "");
      if (amountCents === null) return { refused: `amount_gross "${value.get("amount_gross")}" is not an amount` };
      const rawStatus = value.get("payment_status") ?? "";
      if (!Object.hasOwn(STATUSES, rawStatus)) return { refused: `payment_status "${rawStatus}" is not one we know` };
      const unconfirmed = await confirmedByPayfast(paramString(signed, { keepEmpty: true }));
      if (unconfirmed) return { refused: unconfirmed };
      return {
        paymentId: value.get("m_payment_id") ?? "",
        gatewayPaymentId: value.get("pf_payment_id") ?? "",
        status: STATUSES[rawStatus as keyof typeof STATUSES],
        amountCents,
        subscriptionToken: value.get("token") || null,
        fields,
      };
    },

    cancelSubscription(token: string): Promise<void> {
      return callSubscriptionApi("PUT", token, "cancel", {});
    },

    updateSubscription(token: string, change: { amountCents: number; period: "monthly" | "yearly" }): Promise<void> {
      // The API takes the amount in cents, unlike the checkout form.
      const body = { amount: String(change.amountCents), frequency: FREQUENCY[change.period] };
      return callSubscriptionApi("PATCH", token, "update", body);
    },
  };
}
