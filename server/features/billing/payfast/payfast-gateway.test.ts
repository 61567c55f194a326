// The PayFast gateway against the local PayFast simulator: payments made through its payment page,
// the notifications it posts to a small notify receiver, and the ways a notification can be false.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayfastConfig } from "../../../env-billing";
import { type PayfastSimulator, startPayfastSimulator } from "../../../test/payfast-simulator";
import type { GatewayNotification, NotificationRefusal, PaymentRequest } from "../payment-gateway";
import { createPayfastGateway } from "./payfast-gateway";
import { type Field, formSignature, paramString } from "./payfast-signature";

const MERCHANT = { merchantId: "10000100", merchantKey: "46f0cd694581a", passphrase: "jt7NOE43FZPn" };
const RETURN_URL = "https://app.example/billing/done";
const CANCEL_URL = "https://app.example/billing";

type Result = GatewayNotification | NotificationRefusal;

/** A notify URL that reads each notification with the gateway of the moment, answering 400 when refused. */
async function startReceiver(read: (body: string, source: string) => Promise<Result>) {
  const bodies: string[] = [];
  const results: Result[] = [];
  const server = createServer(async (req, res) => {
    const body = await text(req);
    const result = await read(body, req.socket.remoteAddress ?? "");
    bodies.push(body);
    results.push(result);
    res.writeHead("refused" in result ? 400 : 200).end("refused" in result ? result.refused : "OK");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/billing/payfast/notify`,
    bodies,
    results,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let simulator: PayfastSimulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let config: PayfastConfig;
let payments = 0;

const gatewayWith = (overrides: Partial<PayfastConfig> = {}) => createPayfastGateway({ ...config, ...overrides });
const gateway = () => gatewayWith();

function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  payments += 1;
  return {
    paymentId: `pay_${payments}`,
    amountCents: 9900,
    itemName: "Webcraft Starter, monthly",
    buyer: { email: "thandi@example.com", firstName: "Thandi", lastName: "Mokoena" },
    returnUrl: RETURN_URL,
    cancelUrl: CANCEL_URL,
    notifyUrl: receiver.url,
    ...overrides,
  };
}

/** A monthly subscription: half a month now, then R 99.00 from the first of February. */
const MONTHLY = {
  amountCents: 4950,
  subscription: { period: "monthly", billingDate: "2025-02-01", recurringAmountCents: 9900 },
} as const;

/** What a refusal for a reason matching `pattern` looks like. */
const refusedFor = (pattern: RegExp) => ({ refused: expect.stringMatching(pattern) });

/** The fields of a notification the simulator never sent. */
const FORGED: Field[] = [
  ["m_payment_id", "pay_forged"],
  ["pf_payment_id", "999"],
  ["payment_status", "COMPLETE"],
  ["amount_gross", "99.00"],
  ["merchant_id", MERCHANT.merchantId],
];

/** A notification the simulator never sent, signed as PayFast would sign it. */
function handMade(fields: Field[]): string {
  const signature = formSignature(fields, MERCHANT.passphrase, { keepEmpty: true });
  return `${paramString(fields, { keepEmpty: true })}&signature=${signature}`;
}

/** The body of a genuine notification: a payment made through the simulator. */
async function genuineBody(): Promise<string> {
  await simulator.pay(gateway().checkoutForm(request()), "pay");
  return receiver.bodies.at(-1) ?? "";
}

beforeAll(async () => {
  simulator = await startPayfastSimulator(MERCHANT);
  const { processUrl, validateUrl, apiUrl } = simulator;
  config = { ...MERCHANT, processUrl, validateUrl, apiUrl, itnSources: ["127.0.0.1/32"] };
  receiver = await startReceiver((body, source) => gateway().readNotification(body, source));
});

afterAll(async () => {
  await receiver?.close();
  await simulator?.close();
});

describe("the checkout form", () => {
  it("lists PayFast's fields in its documented order, signature last", () => {
    const form = gateway().checkoutForm(request({ itemDescription: "Five sites" }));
    expect(form.url).toBe(simulator.processUrl);
    expect(form.fields.map(([name]) => name)).toEqual([
      ...["merchant_id", "merchant_key", "return_url", "cancel_url", "notify_url"],
      ...["name_first", "name_last", "email_address", "m_payment_id", "amount", "item_name", "item_description"],
      "signature",
    ]);
    expect(new Map(form.fields).get("amount")).toBe("99.00");
  });

  it("adds a subscription's fields: monthly is 3, yearly is 6, running until cancelled", () => {
    const monthly = new Map(gateway().checkoutForm(request(MONTHLY)).fields);
    expect([...monthly].slice(-6)).toEqual([
      ["subscription_type", "1"],
      ["billing_date", "2025-02-01"],
      ["recurring_amount", "99.00"],
      ["frequency", "3"],
      ["cycles", "0"],
      ["signature", expect.stringMatching(/^[0-9a-f]{32}$/)],
    ]);
    expect(monthly.get("amount")).toBe("49.50");
    const yearly = request({ ...MONTHLY, subscription: { ...MONTHLY.subscription, period: "yearly" } });
    expect(new Map(gateway().checkoutForm(yearly).fields).get("frequency")).toBe("6");
    expect(() => gatewayWith({ passphrase: undefined }).checkoutForm(request(MONTHLY))).toThrow(/passphrase/);
  });

  it("is shown by PayFast as a payment page, and refused once tampered with", async () => {
    const form = gateway().checkoutForm(request());
    const page = await fetch(form.url, { method: "POST", body: new URLSearchParams(form.fields) });
    const html = await page.text();
    expect(html).toContain("<h1>Complete your payment</h1>");
    expect(html).toContain("Webcraft Starter, monthly");
    expect(html).toContain("R 99.00");
    const cheaper = {
      ...form,
      fields: form.fields.map(([name, value]): Field => [name, name === "amount" ? "1.00" : value]),
    };
    await expect(simulator.pay(cheaper, "pay")).rejects.toThrow(/Generated signature does not match/);
  });
});

describe("a payment", () => {
  it("goes through: the buyer returns and the notification reads as complete", async () => {
    const asked = request();
    expect(await simulator.pay(gateway().checkoutForm(asked), "pay")).toBe(RETURN_URL);
    expect(receiver.results.at(-1)).toMatchObject({
      paymentId: asked.paymentId,
      gatewayPaymentId: expect.stringMatching(/^\d+$/),
      status: "complete",
      amountCents: 9900,
      subscriptionToken: null,
    });
  });

  it("declined reads as failed; cancelled sends the buyer back without a notification", async () => {
    expect(await simulator.pay(gateway().checkoutForm(request()), "decline")).toBe(RETURN_URL);
    expect(receiver.results.at(-1)).toMatchObject({ status: "failed" });
    const before = receiver.results.length;
    expect(await simulator.pay(gateway().checkoutForm(request()), "cancel")).toBe(CANCEL_URL);
    expect(receiver.results).toHaveLength(before);
  });
});

describe("a notification", () => {
  it("is refused when a field was changed", async () => {
    const tampered = (await genuineBody()).replace("amount_gross=99.00", "amount_gross=1.00");
    expect(await gateway().readNotification(tampered, "127.0.0.1")).toEqual(refusedFor(/signature/));
  });

  it("is refused when a field was added after the signature", async () => {
    const body = await genuineBody();
    const refusal = refusedFor(/after its signature/);
    expect(await gateway().readNotification(`${body}&amount_gross=1.00`, "127.0.0.1")).toEqual(refusal);
  });

  it("is refused under another passphrase", async () => {
    const body = await genuineBody();
    expect(await gatewayWith({ passphrase: "not-ours" }).readNotification(body, "127.0.0.1")).toEqual(
      refusedFor(/signature/),
    );
  });

  it("is refused from an address that is not PayFast's, and read from an IPv4-mapped one that is", async () => {
    const body = await genuineBody();
    const payfastOnly = gatewayWith({ itnSources: ["197.97.145.144/28", "41.74.179.192/27"] });
    expect(await payfastOnly.readNotification(body, "127.0.0.1")).toEqual(refusedFor(/127\.0\.0\.1/));
    expect(await payfastOnly.readNotification(body, "197.97.145.150")).toMatchObject({ status: "complete" });
    expect(await gateway().readNotification(body, "::ffff:127.0.0.1")).toMatchObject({ status: "complete" });
  });

  it("is refused for another merchant", async () => {
    const body = await genuineBody();
    expect(await gatewayWith({ merchantId: "10000999" }).readNotification(body, "127.0.0.1")).toEqual(
      refusedFor(/merchant 10000100/),
    );
  });

  it("is refused when PayFast did not send it, or cannot be asked", async () => {
    expect(await gateway().readNotification(handMade(FORGED), "127.0.0.1")).toEqual(
      refusedFor(/did not confirm.*INVALID/),
    );
    const unreachable = gatewayWith({ validateUrl: "http://127.0.0.1:1/eng/query/validate" });
    expect(await unreachable.readNotification(await genuineBody(), "127.0.0.1")).toEqual(
      refusedFor(/could not be asked/),
    );
  });

  it("is refused without its required fields or with an amount that is not money", async () => {
    const withoutId = FORGED.filter(([name]) => name !== "pf_payment_id");
    expect(await gateway().readNotification(handMade(withoutId), "127.0.0.1")).toEqual(
      refusedFor(/lacks pf_payment_id/),
    );
    const rounded = FORGED.map(([name, value]): Field => [name, name === "amount_gross" ? "99" : value]);
    expect(await gateway().readNotification(handMade(rounded), "127.0.0.1")).toEqual(refusedFor(/amount_gross "99"/));
  });

  it("with a forged signature is refused at the notify URL", async () => {
    const answer = await simulator.post(receiver.url, FORGED, { badSignature: true });
    expect(answer).toEqual({ status: 400, body: expect.stringMatching(/signature/) });
  });
});

describe("a subscription", () => {
  async function subscribe() {
    const asked = request(MONTHLY);
    await simulator.pay(gateway().checkoutForm(asked), "pay");
    const first = receiver.results.at(-1) as GatewayNotification;
    return { asked, first, token: first.subscriptionToken ?? "" };
  }

  it("renews with a new PayFast payment id under the same payment and token, and can fail", async () => {
    const { asked, first, token } = await subscribe();
    expect(first).toMatchObject({
      paymentId: asked.paymentId,
      status: "complete",
      amountCents: 4950,
      subscriptionToken: expect.any(String),
    });
    expect(await simulator.renew(token)).toEqual({ status: 200, body: "OK" });
    const renewal = receiver.results.at(-1) as GatewayNotification;
    expect(renewal).toMatchObject({
      paymentId: asked.paymentId,
      status: "complete",
      subscriptionToken: token,
      amountCents: 9900,
    });
    expect(renewal.gatewayPaymentId).not.toBe(first.gatewayPaymentId);
    await simulator.renew(token, { fail: true });
    expect(receiver.results.at(-1)).toMatchObject({
      paymentId: asked.paymentId,
      status: "failed",
      subscriptionToken: token,
    });
  });

  it("is cancelled through PayFast's API, which then notifies the cancellation", async () => {
    const { asked, token } = await subscribe();
    await gateway().cancelSubscription(token);
    expect(simulator.subscriptions.get(token)?.status).toBe("cancelled");
    await simulator.settled();
    expect(receiver.results.at(-1)).toMatchObject({
      paymentId: asked.paymentId,
      status: "cancelled",
      subscriptionToken: token,
    });
    await expect(simulator.renew(token)).rejects.toThrow(/no active subscription/);
  });

  it("changes what its renewals charge through PayFast's API", async () => {
    const { token } = await subscribe();
    await gateway().updateSubscription(token, { amountCents: 49900, period: "yearly" });
    expect(simulator.subscriptions.get(token)).toMatchObject({ amount: "499.00", frequency: "6" });
    await simulator.renew(token);
    expect(receiver.results.at(-1)).toMatchObject({ status: "complete", amountCents: 49900 });
    await expect(
      gatewayWith({ passphrase: "not-ours" }).updateSubscription(token, { amountCents: 100, period: "monthly" }),
    ).rejects.toThrow(/Merchant authorisation failed/);
  });

  it("cannot be cancelled when unknown, or with the wrong passphrase", async () => {
    await expect(gateway().cancelSubscription("00000000-0000-0000-0000-000000000000")).rejects.toThrow(
      /Subscription not found/,
    );
    const { token } = await subscribe();
    await expect(gatewayWith({ passphrase: "not-ours" }).cancelSubscription(token)).rejects.toThrow(
      /Merchant authorisation failed/,
    );
    expect(simulator.subscriptions.get(token)?.status).toBe("active");
  });
});
