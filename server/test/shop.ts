// Test helpers for shops: an owner with a published site and a shop paid into its own PayFast account at
// the simulator, products added through the API, and a buyer's checkout and payment on the site's host.
import type { Store } from "@common/schemas/commerce";
import type { CheckoutResult } from "@common/schemas/orders";
import type { Product } from "@common/schemas/products";
import { MAIL_QUEUE } from "../mail/mail-queue";
import type { BillingWorld } from "./billing-world";
import { onPlan } from "./plans";
import { ownerWithSite, visit } from "./publishing";
import type { TestApp } from "./test-app";

/** The shop's own merchant account, apart from the installation's. */
export const SHOP_MERCHANT = { merchantId: "10000200", merchantKey: "q1cd2rdny4a53", passphrase: "shop-passphrase" };

export const BUYER = {
  name: "Thandi Nkosi",
  email: "thandi@example.com",
  phone: "082 555 0101",
  address: "4 Long St, Cape Town",
};

type Shipping = { flat_rate_cents: number | null; free_over_cents: number | null; collection_address: string | null };

/** An owner on Business with a published site and its shop (VAT registered, delivery R 60 free from R 500). */
export async function shopOwner(
  app: TestApp,
  world: BillingWorld,
  options: { vat_registered?: boolean; shipping?: Shipping; eftOnly?: boolean } = {},
) {
  const owner = await ownerWithSite(app, "Karoo Deli");
  await onPlan(app, owner.organization.id, "business");
  world.sim().addMerchant(SHOP_MERCHANT);
  const payments = options.eftOnly
    ? { eft_bank_account: "FNB, account 62000000000, branch 250655" }
    : {
        payfast_merchant_id: SHOP_MERCHANT.merchantId,
        payfast_merchant_key: SHOP_MERCHANT.merchantKey,
        payfast_passphrase: SHOP_MERCHANT.passphrase,
      };
  const opened = await owner.api.call<Store>("POST", "/api/stores", {
    site_id: owner.site.id,
    name: "Karoo Deli",
    vat_registered: options.vat_registered ?? true,
    shipping: options.shipping ?? {
      flat_rate_cents: 6_000,
      free_over_cents: 50_000,
      collection_address: "12 Church St",
    },
    payments,
  });
  if (opened.status !== 201) throw new Error(`open shop: ${opened.status} ${JSON.stringify(opened.body)}`);
  await owner.publish();
  const store = opened.body;

  async function addProduct(
    title: string,
    variants: { sku: string; options?: Record<string, string>; price_cents: number; stock: number | null }[],
  ) {
    const created = await owner.api.call<Product>("POST", `/api/stores/${store.id}/products`, {
      title,
      status: "active",
      variants: variants.map((variant) => ({ options: {}, compare_at_cents: null, ...variant })),
    });
    if (created.status !== 201) throw new Error(`add product: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body;
  }

  return { ...owner, store, addProduct };
}

/** A buyer's checkout as the page's script sends it. */
export async function checkoutJson(app: TestApp, slug: string, body: unknown) {
  const response = await visit(app, slug, "/_shop/checkout", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as CheckoutResult & { error: { code: string; message: string } },
  };
}

/** The hidden fields of the payment page's form to PayFast, as a browser would post them. */
export async function payfastFormOf(app: TestApp, slug: string, paymentUrl: string) {
  const url = new URL(paymentUrl);
  const page = await (await visit(app, slug, `${url.pathname}${url.search}`)).text();
  const action = /<form id="pay" method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no PayFast form on the payment page: ${page.slice(0, 300)}`);
  const decoded = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const fields = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    ([, name = "", value = ""]): [string, string] => [decoded(name), decoded(value)],
  );
  return { url: decoded(action), fields };
}

/** The buyer pays (or not) on the simulator's page; resolves once PayFast's notification was answered. */
export async function payOrderAtPayfast(
  app: TestApp,
  world: BillingWorld,
  slug: string,
  paymentUrl: string,
  action: "pay" | "decline" | "cancel" = "pay",
) {
  const form = await payfastFormOf(app, slug, paymentUrl);
  const next = await world.sim().pay(form, action);
  await world.sim().settled();
  return next;
}

/** Waits for the mails queued so far. */
export function drainMail(app: TestApp): Promise<void> {
  return app.deps.jobs.drain({ queues: [MAIL_QUEUE] });
}
