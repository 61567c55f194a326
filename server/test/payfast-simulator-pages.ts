// The simulated PayFast's pages and answers: the checkout form's fields as PayFast knows them and what it
// finds wrong with a form, the payment page a buyer presses a button on, and the merchant API's JSON
// answers. Written from PayFast's documentation, as listed in payfast-simulator.ts.
import type { ServerResponse } from "node:http";
import { escapeHtml } from "@common/escape-html";
import { type Field, formSignature } from "../features/billing/payfast/payfast-signature";

/** Text for the page; a field the form left out shows as nothing. */
export const escaped = (value = "") => escapeHtml(value);

export const CUSTOM_INTS = [1, 2, 3, 4, 5].map((n) => `custom_int${n}`);
export const CUSTOM_STRS = [1, 2, 3, 4, 5].map((n) => `custom_str${n}`);
/** The checkout fields PayFast knows, in the order its documentation lists them: the order it signs in. */
const CHECKOUT_ORDER = [
  ...["merchant_id", "merchant_key", "return_url", "cancel_url", "notify_url", "name_first", "name_last"],
  ...["email_address", "cell_number", "m_payment_id", "amount", "item_name", "item_description"],
  ...[...CUSTOM_INTS, ...CUSTOM_STRS, "email_confirmation", "confirmation_address", "payment_method"],
  ...["subscription_type", "billing_date", "recurring_amount", "frequency", "cycles"],
  ...["subscription_notify_email", "subscription_notify_webhook", "subscription_notify_buyer"],
];
const MONEY = /^\d+\.\d{2}$/;
/** PayFast's frequency codes, 1 to 6. */
const PERIODS = ["", "daily", "weekly", "monthly", "quarterly", "biannually", "annually"];
export const isPeriod = (code = "") => /^[1-6]$/.test(code);

export type Form = Map<string, string>;
export type MerchantAccount = { merchantId: string; merchantKey: string; passphrase?: string };

/** "99.00" and "-3.47" from cents. */
export function rands(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": `${type}; charset=utf-8`, ...headers }).end(body);
}

/** The merchant API's answer, in its JSON shape: success, or failure with PayFast's message. */
export function apiAnswer(res: ServerResponse, code: number, message?: string) {
  const data = message ? { response: false, message } : { response: true };
  send(res, code, "application/json", JSON.stringify({ code, status: message ? "failed" : "success", data }));
}

export function page(title: string, body: string): string {
  const head = `<head><meta charset="utf-8"><title>${escaped(title)}</title></head>`;
  return `<!doctype html><html lang="en">${head}<body><main>${body}</main></body></html>`;
}

/** What PayFast would find wrong with a checkout form, in its words; empty when it would take it. */
export function formProblems(form: Form, merchant: MerchantAccount): string[] {
  const get = (name: string) => form.get(name) ?? "";
  const ordered = CHECKOUT_ORDER.flatMap((name): Field[] => (form.has(name) ? [[name, get(name)]] : []));
  const subscription = get("subscription_type") === "1";
  const isSigned = formSignature(ordered, merchant.passphrase) === get("signature");
  const unknown = [...form.keys()].filter((name) => name !== "signature" && !CHECKOUT_ORDER.includes(name));
  const checks: [boolean, string][] = [
    [get("merchant_id") === merchant.merchantId, "merchant_id: The supplied merchant_id is invalid"],
    [get("merchant_key") === merchant.merchantKey, "merchant_key: The supplied merchant_key is invalid"],
    [MONEY.test(get("amount")), "amount: Required, an amount such as 99.00"],
    [get("item_name") !== "", "item_name: Required"],
    [!subscription || !!merchant.passphrase, "passphrase: A passphrase is required for subscriptions"],
    [!subscription || /^\d{4}-\d{2}-\d{2}$/.test(get("billing_date")), "billing_date: Must be a date (YYYY-MM-DD)"],
    [!subscription || MONEY.test(get("recurring_amount")), "recurring_amount: Required, an amount"],
    [!subscription || isPeriod(get("frequency")), "frequency: Must be 1 to 6"],
    [!subscription || /^\d+$/.test(get("cycles")), "cycles: Must be a whole number (0 for indefinitely)"],
    [isSigned, "signature: Generated signature does not match submitted signature"],
  ];
  const failed = checks.filter(([passes]) => !passes).map(([, problem]) => problem);
  return [...unknown.map((name) => `${name}: Unknown field`), ...failed];
}

/** The payment page: what is being paid for, and the buyer's three choices. */
export function paymentPage(form: Form, sessionId: string): string {
  const description = form.get("item_description");
  const renews = `Renews ${PERIODS[Number(form.get("frequency"))]} from ${escaped(form.get("billing_date"))}`;
  const button = (action: string, label: string) => `<button name="action" value="${action}">${label}</button>`;
  return page(
    `PayFast (simulated): ${form.get("item_name")}`,
    `<h1>Complete your payment</h1><p>${escaped(form.get("item_name"))}</p>` +
      (description ? `<p>${escaped(description)}</p>` : "") +
      `<p>R ${escaped(form.get("amount"))}</p>` +
      (form.get("subscription_type") === "1" ? `<p>${renews} until cancelled</p>` : "") +
      `<form method="post" action="/eng/process/payment/${sessionId}">` +
      `${button("pay", "Pay now")}${button("decline", "Decline")}${button("cancel", "Cancel payment")}</form>`,
  );
}
