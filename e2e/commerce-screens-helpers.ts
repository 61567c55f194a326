// What the commerce screens' journeys and their accessibility checks share: a shop, its products and
// an order placed by a buyer, all made through the API as the page's user.

import { request as httpRequest } from "node:http";
import type { Store } from "@common/schemas/commerce";
import type { CheckoutResult } from "@common/schemas/orders";
import type { Product } from "@common/schemas/products";
import type { Site } from "@common/schemas/sites";
import type { Page } from "@playwright/test";
import { E2E_PORT as PORT } from "./data-dir";
import { expect } from "./fixtures";

/** A shop on `site` that delivers for R 60 (free from R 500), lets buyers collect, and takes EFT. */
export async function openShopViaApi(page: Page, site: Site, name = `${site.name} Shop`): Promise<Store> {
  const response = await page.request.post("/api/stores", {
    data: {
      site_id: site.id,
      name,
      vat_registered: true,
      shipping: { flat_rate_cents: 6000, free_over_cents: 50000, collection_address: "12 Long Street, Cape Town" },
      payments: { eft_bank_account: "FNB, Karoo Candles, 62000000000, branch 250655" },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Store;
}

type VariantSeed = { sku: string; price_cents: number; stock: number | null; options?: Record<string, string> };

/** A product of `store` with its variants (one plain variant unless given), on sale unless said. */
export async function addProductViaApi(
  page: Page,
  storeId: string,
  title: string,
  variants: VariantSeed[],
  status: "active" | "draft" = "active",
): Promise<Product> {
  const response = await page.request.post(`/api/stores/${storeId}/products`, {
    data: { title, status, variants: variants.map((variant) => ({ options: {}, ...variant })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/**
 * A buyer's order on the site's own host, by EFT, for delivery: the checkout the site's Shop page posts.
 * Node cannot resolve `*.localhost` as browsers do, so it goes to this machine naming the site's host.
 */
export function checkoutOnSite(
  slug: string,
  items: { variant_id: string; quantity: number }[],
  customer = {
    name: "Thandi Mokoena",
    email: "thandi@example.com",
    phone: "082 555 0101",
    address: "4 Oak Lane, Paarl",
  },
): Promise<CheckoutResult> {
  const body = JSON.stringify({ items, customer, shipping_option: "flat" });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path: "/_shop/checkout",
        method: "POST",
        headers: {
          host: `${slug}.localhost:${PORT}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on("end", () => {
          if (response.statusCode !== 201) reject(new Error(`checkout answered ${response.statusCode}: ${text}`));
          else resolve(JSON.parse(text) as CheckoutResult);
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The page's organization's first shop, made on its first site if it has none yet. */
export async function firstShop(page: Page): Promise<Store> {
  const { stores } = (await (await page.request.get("/api/stores")).json()) as { stores: Store[] };
  if (stores[0]) return stores[0];
  const { sites } = (await (await page.request.get("/api/sites")).json()) as { sites: Site[] };
  const site = sites[0];
  if (!site) throw new Error("no site");
  return openShopViaApi(page, site);
}
