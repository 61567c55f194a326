// PayFast as a merchant meets it, on a loopback port, for tests and journeys: its payment page, the
// notifications (ITNs) it posts to a form's notify_url, the validate call that confirms them, and the
// merchant API's cancelling and updating of a subscription. Written from PayFast's documentation:
//   https://developers.payfast.co.za/docs (custom integration, signature, ITN, recurring billing)
//   https://www.payfast.co.za/documentation/confirm-page/ (the checkout fields and their order)
//   https://www.payfast.co.za/documentation/itn/ and …/return-variables/ (the ITN: checks, validate call, fields)
//   http://www.payfast.co.za/help/integration (how the signature string is made)
//   https://developers.payfast.co.za/api (API signature, timestamp, error shape, cancel, update)
//   https://www.payfast.co.za/documentation/subscription-payments-api-endpoints/ (?testing=true, answers)
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { apiSignature, type Field, formSignature, paramString } from "../features/billing/payfast/payfast-signature";
import type { CheckoutForm } from "../features/billing/payment-gateway";
import {
  apiAnswer,
  CUSTOM_INTS,
  CUSTOM_STRS,
  escaped,
  type Form,
  formProblems,
  isPeriod,
  type MerchantAccount,
  page,
  paymentPage,
  rands,
  send,
} from "./payfast-simulator-pages";

/** An ITN's fields in the order PayFast posts them; the last two only for a subscription. */
const ITN_ORDER = [
  ...["m_payment_id", "pf_payment_id", "payment_status", "item_name", "item_description", "amount_gross"],
  ...["amount_fee", "amount_net", ...CUSTOM_STRS, ...CUSTOM_INTS, "name_first", "name_last", "email_address"],
  ...["merchant_id", "token", "billing_date"],
];
export type SimulatedSubscription = {
  token: string;
  /** The checkout form it was set up with: its m_payment_id, item, notify_url and buyer. */
  form: Form;
  /** What each renewal charges, in rands ("99.00"), and how often (PayFast's frequency code). */
  amount: string;
  frequency: string;
  status: "active" | "cancelled";
};
/** What a notify URL answered; status 0 when it could not be reached. */
export type NotifyAnswer = { status: number; body: string };
export type SentNotification = { notifyUrl: string; fields: Field[]; answer: NotifyAnswer };
export type PayfastSimulator = Awaited<ReturnType<typeof startPayfastSimulator>>;

/**
 * `merchant` is the installation's own account; shops' accounts (each shop is paid into its own) are
 * added with `addMerchant`. A form or notification is checked and signed with the account it names.
 */
export async function startPayfastSimulator(merchant: MerchantAccount) {
  const accounts = new Map<string, MerchantAccount>([[merchant.merchantId, merchant]]);
  const accountOf = (merchantId: string | undefined) => accounts.get(merchantId ?? "") ?? merchant;
  /** Checkout forms shown to a buyer and not yet paid, declined or cancelled, by session id. */
  const sessions = new Map<string, Form>();
  const subscriptions = new Map<string, SimulatedSubscription>();
  const sentNotifications: SentNotification[] = [];
  /** The param strings of every notification sent: what the validate call recognises. */
  const sentParams = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  let lastPaymentId = 1_000_000;
  /** The notifications of payments made while they are held back, as PayFast on a slow day. */
  let held: [string, Field[]][] | null = null;

  /** An ITN for a payment of `amount` rands under the form's details, with a new pf_payment_id. */
  function itnFields(form: Form, status: string, amount: string, token?: string): Field[] {
    const gross = Math.round(Number(amount) * 100);
    const fee = status === "COMPLETE" ? Math.min(gross, Math.round(gross * 0.035) + 200) : 0;
    const ours: Record<string, string> = {
      ...{
        pf_payment_id: String(++lastPaymentId),
        payment_status: status,
        merchant_id: accountOf(form.get("merchant_id")).merchantId,
      },
      ...{ amount_gross: rands(gross), amount_fee: rands(-fee), amount_net: rands(gross - fee), token: token ?? "" },
    };
    return ITN_ORDER.slice(0, token ? undefined : -2).map((name) => [name, ours[name] ?? form.get(name) ?? ""]);
  }

  /** Signs `fields` and posts them to the notify URL; resolves with its answer, never rejects. */
  function post(notifyUrl: string, fields: Field[], { badSignature = false } = {}): Promise<NotifyAnswer> {
    const params = paramString(fields, { keepEmpty: true });
    const account = accountOf(fields.find(([name]) => name === "merchant_id")?.[1]);
    const passphrase = badSignature ? `${account.passphrase ?? ""}-forged` : account.passphrase;
    sentParams.add(params);
    const delivery = fetch(notifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `${params}&signature=${formSignature(fields, passphrase, { keepEmpty: true })}`,
    })
      .then(async (response): Promise<NotifyAnswer> => ({ status: response.status, body: await response.text() }))
      .catch((error: unknown): NotifyAnswer => ({ status: 0, body: String(error) }))
      .then((answer) => {
        sentNotifications.push({ notifyUrl, fields, answer });
        inFlight.delete(delivery);
        return answer;
      });
    inFlight.add(delivery);
    return delivery;
  }

  /** The buyer's choice on the payment page; the ITN is posted before the browser is sent on. */
  async function finish(form: Form, action: string): Promise<string> {
    if (action !== "pay" && action !== "decline") return form.get("cancel_url") ?? "/";
    let token: string | undefined;
    if (action === "pay" && form.get("subscription_type") === "1") {
      token = randomUUID();
      const [amount = "", frequency = ""] = [form.get("recurring_amount"), form.get("frequency")];
      subscriptions.set(token, { token, form, amount, frequency, status: "active" });
    }
    const status = action === "pay" ? "COMPLETE" : "FAILED";
    const notifyUrl = form.get("notify_url");
    const fields = itnFields(form, status, form.get("amount") ?? "0", token);
    if (notifyUrl && held) held.push([notifyUrl, fields]);
    else if (notifyUrl) await post(notifyUrl, fields);
    return form.get("return_url") ?? "/";
  }

  /** The merchant API's checks of a call's headers and signature, as its documented errors. */
  function apiRefusal(req: IncomingMessage, query: URLSearchParams, body: Record<string, string>) {
    const header = (name: string) => String(req.headers[name] ?? "");
    const refuse = (code: number, message: string): [number, string] => [code, message];
    const names = ["merchant-id", "version", "timestamp"];
    if (names.some((name) => !header(name))) return refuse(400, "Required variables not present in request");
    if (!header("signature")) return refuse(400, "Signature not present in headers");
    if (header("version") !== "v1") return refuse(400, "API version is not valid");
    if (header("merchant-id") !== merchant.merchantId || !merchant.passphrase) return refuse(401, "Merchant not found");
    // Everything sent is signed, but for the sandbox's `testing` flag.
    const variables = { ...Object.fromEntries([...query].filter(([name]) => name !== "testing")), ...body };
    for (const name of names) variables[name] = header(name);
    const isSigned = apiSignature(variables, merchant.passphrase) === header("signature");
    return isSigned ? null : refuse(401, "Merchant authorisation failed");
  }

  /** The API's update: a new amount (in cents) or frequency from the next renewal on. */
  function update(res: ServerResponse, subscription: SimulatedSubscription, body: Record<string, string>) {
    const { amount, frequency } = body;
    if (!amount && !frequency) return apiAnswer(res, 400, "Required variables not present in request");
    if (amount && !/^\d+$/.test(amount)) return apiAnswer(res, 400, "amount: Must be in cents");
    if (frequency && !isPeriod(frequency)) return apiAnswer(res, 400, "frequency: Must be 1 to 6");
    if (amount) subscription.amount = rands(Number(amount));
    if (frequency) subscription.frequency = frequency;
    apiAnswer(res, 200);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://simulator");
    const body = await text(req);
    const paymentPath = /^\/eng\/process\/payment\/([\w-]+)$/.exec(url.pathname);
    const [, token = "", action = ""] = /^\/subscriptions\/([^/]+)\/(cancel|update)$/.exec(url.pathname) ?? [];
    if (req.method === "POST" && url.pathname === "/eng/process") {
      const form: Form = new Map(new URLSearchParams(body));
      const problems = formProblems(form, accountOf(form.get("merchant_id"))).map(
        (problem) => `<li>${escaped(problem)}</li>`,
      );
      if (problems.length > 0) {
        const words = `<h1>Unable to process payment</h1><ul>${problems.join("")}</ul>`;
        return send(res, 400, "text/html", page("PayFast: payment could not be processed", words));
      }
      const sessionId = randomUUID();
      sessions.set(sessionId, form);
      return send(res, 200, "text/html", paymentPage(form, sessionId));
    }
    if (req.method === "POST" && paymentPath) {
      const form = sessions.get(paymentPath[1] ?? "");
      if (!form) return send(res, 404, "text/html", page("PayFast", "<h1>This payment is no longer open</h1>"));
      sessions.delete(paymentPath[1] ?? "");
      const location = await finish(form, new URLSearchParams(body).get("action") ?? "cancel");
      return send(res, 303, "text/plain", "", { location });
    }
    if (req.method === "POST" && url.pathname === "/eng/query/validate") {
      return send(res, 200, "text/plain", sentParams.has(body) ? "VALID" : "INVALID");
    }
    if (action && req.method === (action === "cancel" ? "PUT" : "PATCH")) {
      // The API also takes JSON; this simulator only the form encoding the gateway sends.
      const variables = Object.fromEntries(new URLSearchParams(body));
      const refusal = apiRefusal(req, url.searchParams, variables);
      if (refusal) return apiAnswer(res, ...refusal);
      const subscription = subscriptions.get(decodeURIComponent(token));
      if (!subscription) return apiAnswer(res, 404, "Subscription not found");
      if (subscription.status === "cancelled") return apiAnswer(res, 400, "The subscription is not in a valid state.");
      if (action === "update") return update(res, subscription, variables);
      subscription.status = "cancelled";
      apiAnswer(res, 200);
      const notifyUrl = subscription.form.get("notify_url");
      if (notifyUrl) void post(notifyUrl, itnFields(subscription.form, "CANCELLED", subscription.amount, token));
      return;
    }
    // A browser on the payment page asks for an icon: there is none, and that is no error.
    if (url.pathname === "/favicon.ico") return send(res, 204, "image/x-icon", "");
    send(res, 404, "text/plain", "Not found");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    processUrl: `${origin}/eng/process`,
    validateUrl: `${origin}/eng/query/validate`,
    apiUrl: origin,
    sentNotifications,
    subscriptions,
    post,

    /** Opens another merchant account (a shop's), which forms and notifications may then name. */
    addMerchant(account: MerchantAccount): void {
      accounts.set(account.merchantId, account);
    },

    /** Charges a subscription again, as PayFast does each period: a new pf_payment_id, COMPLETE or FAILED. */
    async renew(token: string, { fail = false }: { fail?: boolean } = {}): Promise<NotifyAnswer> {
      const subscription = subscriptions.get(token);
      if (subscription?.status !== "active") throw new Error(`no active subscription ${token}`);
      const fields = itnFields(subscription.form, fail ? "FAILED" : "COMPLETE", subscription.amount, token);
      return post(subscription.form.get("notify_url") ?? "", fields);
    },

    /** What a browser does with the form: posts it, presses a button; resolves to where it is sent next. */
    async pay(form: CheckoutForm, action: "pay" | "decline" | "cancel"): Promise<string> {
      const shown = await fetch(form.url, { method: "POST", body: new URLSearchParams(form.fields) });
      const html = await shown.text();
      const words = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
      if (!shown.ok) throw new Error(`PayFast refused the form: ${words.trim()}`);
      const target = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
      const body = new URLSearchParams({ action });
      const pressed = await fetch(new URL(target, form.url), { method: "POST", body, redirect: "manual" });
      await pressed.body?.cancel();
      return pressed.headers.get("location") ?? "";
    },

    /** Holds back the notifications of payments made from now on: the buyer returns before PayFast reports. */
    holdNotifications(): void {
      held ??= [];
    },

    /** Posts the notifications held back, and stops holding them. */
    async releaseNotifications(): Promise<NotifyAnswer[]> {
      const waiting = held ?? [];
      held = null;
      return Promise.all(waiting.map(([notifyUrl, fields]) => post(notifyUrl, fields)));
    },

    /** Waits for the notifications still being posted (a cancellation's comes after its answer). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },

    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
