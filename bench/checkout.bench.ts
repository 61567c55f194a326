// The shop's checkout under load: 50 buyers at once, each placing orders one after another through
// POST /_shop/checkout on the site's host (validation, the locked stock check and hold, the order's number,
// lines, timeline and expiry job, in one transaction). The anchor, measured in the same run on the same
// database: the same 50 clients each writing a bare order row with a plain INSERT … RETURNING. Prints p50,
// p99 and orders per second of both, and the checkout's ratios against the anchor. Requests go to the app
// in-process (no sockets), so the figures are the server's own work.
// Run: npx tsx bench/checkout.bench.ts   (DATABASE_URL=postgres://… for PostgreSQL; BENCH_ROUNDS=n per client)
import { randomUUID } from "node:crypto";
import { commerceDb } from "../server/db/commerce-db";
import { bootBenchApp } from "./bench-app";

const CLIENTS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PORT = 39_999;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Runs `once` ROUNDS times in each of CLIENTS loops at once: each call's milliseconds, and orders per second. */
async function load(once: (client: number, round: number) => Promise<void>) {
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let round = 0; round < ROUNDS; round++) {
        const began = performance.now();
        await once(client, round);
        latencies.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), perSecond: latencies.length / seconds };
}

const extra: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
const { app, deps } = await bootBenchApp(PORT, extra);
const appHost = `localhost:${PORT}`;
const origin = `http://${appHost}`;
let token = "";

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  host = appHost,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    host,
    origin,
    "content-type": "application/json",
    accept: "application/json",
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.fetch(
    new Request(`http://${host}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (path.endsWith("/sign-up/email")) token = response.headers.get("set-auth-token") ?? "";
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

async function must<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call<T>(method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

await must("POST", "/api/auth/sign-up/email", {
  name: "Bench",
  email: "bench@example.com",
  password: "correct horse battery",
});
await must("POST", "/api/organizations", { name: "Bench" });
const site = await must<{ id: string; slug: string }>("POST", "/api/sites", { name: "Bench Shop" });
const store = await must<{ id: string }>("POST", "/api/stores", {
  site_id: site.id,
  name: "Bench Shop",
  vat_registered: true,
  shipping: { flat_rate_cents: 6_000, free_over_cents: 50_000, collection_address: "1 Bench St" },
  payments: { eft_bank_account: "Bench Bank 000" },
});
const product = await must<{ variants: { id: string }[] }>("POST", `/api/stores/${store.id}/products`, {
  title: "Rusks",
  status: "active",
  variants: [{ sku: "RUSK", options: {}, price_cents: 5_500, compare_at_cents: null, stock: 1_000_000 }],
});
await must("POST", "/site/publish", { site_id: site.id });
const siteHost = `${site.slug}.${appHost}`;
const variantId = product.variants[0]?.id ?? "";

const anchorStore = randomUUID();
const anchor = await load(async (client, round) => {
  await commerceDb(deps.db)
    .insertInto("orders")
    .values({
      id: randomUUID(),
      organization_id: "bench",
      store_id: store.id,
      number: 1_000_000 + client * ROUNDS + round,
      status: "pending_payment",
      subtotal_cents: 5_500,
      shipping_cents: 6_000,
      vat_cents: 1_500,
      total_cents: 11_500,
      shipping_option: "flat",
      customer: "{}",
      notes: anchorStore,
      reserved_until: null,
      access_key: randomUUID(),
      payment_method: "eft",
      gateway_payment_id: null,
      tracking_number: null,
      paid_at: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
});

const buyer = { name: "Bench Buyer", email: "buyer@example.com", phone: "082 555 0101", address: "2 Bench St" };
const checkout = await load(async () => {
  const answer = await call<{ order_id?: string }>(
    "POST",
    "/_shop/checkout",
    { items: [{ variant_id: variantId, quantity: 1 }], customer: buyer, shipping_option: "flat" },
    siteHost,
  );
  if (answer.status !== 201) throw new Error(`checkout: ${answer.status} ${JSON.stringify(answer.body)}`);
});

const fmt = (value: number) => value.toFixed(1);
console.info(`[checkout] ${deps.db.dialect}, ${CLIENTS} clients × ${ROUNDS} orders, Node ${process.version}`);
console.info(
  `  anchor INSERT … RETURNING: p50 ${fmt(anchor.p50)} ms, p99 ${fmt(anchor.p99)} ms, ${fmt(anchor.perSecond)} orders/s`,
);
console.info(
  `  POST /_shop/checkout:      p50 ${fmt(checkout.p50)} ms, p99 ${fmt(checkout.p99)} ms, ${fmt(checkout.perSecond)} orders/s`,
);
console.info(
  `  ratio: p99 ${fmt(checkout.p99 / anchor.p99)}× the anchor's; throughput ${(checkout.perSecond / anchor.perSecond).toFixed(2)}× the anchor's`,
);
process.exit(0);
