import type { Product } from "@common/schemas/products";
import type { Page } from "@playwright/test";
import { admin, heading, type Screen } from "./accessibility-kit";
import { addProductViaApi, checkoutOnSite, firstShop } from "./commerce-screens-helpers";
import { expect } from "./fixtures";
import { publishViaApi } from "./form-helpers";

// Each state starts on /admin/commerce (the suite opens a screen by a path of its site alone), then
// makes the shop, products or order it is about through the API, and goes to the screen that shows them.
// Each width comes here once: what was made for the first is found again for the second.

const START = () => "/admin/commerce";
const COMMERCE_READY = heading("Commerce");

/** The first shop's products, with a candle in two sizes and a sold-out soap. */
async function withProducts(page: Page): Promise<{ storeId: string; candle: Product }> {
  const store = await firstShop(page);
  const listed = (await (await page.request.get(`/api/stores/${store.id}/products`)).json()) as {
    products: Product[];
  };
  const found = listed.products.find((product) => product.title === "Beeswax candle");
  if (found) return { storeId: store.id, candle: found };
  const candle = await addProductViaApi(page, store.id, "Beeswax candle", [
    { sku: "BEE-S", price_cents: 8999, stock: 5, options: { Size: "Small" } },
    { sku: "BEE-L", price_cents: 14950, stock: 2, options: { Size: "Large" } },
  ]);
  await addProductViaApi(page, store.id, "Rooibos soap", [{ sku: "SOAP-1", price_cents: 4500, stock: 0 }], "draft");
  return { storeId: store.id, candle };
}

async function toProducts(page: Page) {
  const { storeId } = await withProducts(page);
  await page.goto(`/admin/commerce/products/${storeId}`);
  await expect(page.getByRole("table", { name: "Products" }).getByRole("row")).toHaveCount(3);
}

async function toProduct(page: Page) {
  const { candle } = await withProducts(page);
  await page.goto(`/admin/commerce/product/${candle.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Beeswax candle" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Stock ledger" })).toBeVisible();
}

/** The first shop's site published, with one order placed on it; goes to the orders with it open. */
async function toOpenOrder(page: Page): Promise<string> {
  const { storeId, candle } = await withProducts(page);
  const orders = (await (await page.request.get(`/api/stores/${storeId}/orders`)).json()) as {
    orders: { id: string }[];
  };
  let orderId = orders.orders[0]?.id;
  if (!orderId) {
    const store = await firstShop(page);
    const site = (await (await page.request.get(`/api/sites/${store.site_id}`)).json()) as { id: string; slug: string };
    await publishViaApi(page, site.id);
    const variant = candle.variants[0];
    if (!variant) throw new Error("no variant");
    orderId = (await checkoutOnSite(site.slug, [{ variant_id: variant.id, quantity: 2 }])).order_id;
  }
  await page.goto(`/admin/commerce/orders/${storeId}?order=${orderId}`);
  await expect(page.getByRole("table", { name: "Items" })).toBeVisible();
  return orderId;
}

export const COMMERCE_SCREENS: Screen[] = [
  admin("Commerce, no shop yet", "/admin/commerce", START, heading("Open a shop on one of your sites")),
  {
    ...admin("Commerce, a shop", "/admin/commerce", START, COMMERCE_READY),
    open: async (page) => {
      await firstShop(page);
      await page.reload();
      await expect(page.getByRole("link", { name: "Products" })).toBeVisible();
    },
  },
  {
    ...admin("Commerce, shop settings open", "/admin/commerce", START, COMMERCE_READY),
    open: async (page) => {
      const store = await firstShop(page);
      await page.reload();
      await page.getByRole("button", { name: "Settings" }).click();
      await expect(page.getByRole("dialog", { name: `Settings of ${store.name}` })).toBeVisible();
    },
  },
  {
    ...admin("Products, none yet", "/admin/commerce/products/:storeId", START, COMMERCE_READY),
    open: async (page) => {
      const store = await firstShop(page);
      await page.goto(`/admin/commerce/products/${store.id}`);
      await expect(page.getByRole("heading", { name: "No products yet" })).toBeVisible();
    },
  },
  {
    ...admin("Products, listed with one chosen", "/admin/commerce/products/:storeId", START, COMMERCE_READY),
    open: async (page) => {
      await toProducts(page);
      await page.getByRole("checkbox", { name: "Select Rooibos soap" }).check();
      await expect(page.getByRole("region", { name: "Selected products" })).toBeVisible();
    },
  },
  {
    ...admin("Product, new", "/admin/commerce/product/:id", START, COMMERCE_READY),
    open: async (page) => {
      const store = await firstShop(page);
      await page.goto(`/admin/commerce/product/new?store=${store.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
    },
  },
  {
    ...admin("Product, with variants and its ledger", "/admin/commerce/product/:id", START, COMMERCE_READY),
    open: toProduct,
  },
  {
    ...admin("Product, stock adjustment open", "/admin/commerce/product/:id", START, COMMERCE_READY),
    open: async (page) => {
      await toProduct(page);
      await page.getByRole("button", { name: "Adjust stock of Small" }).click();
      await expect(page.getByRole("dialog", { name: "Adjust stock" })).toBeVisible();
    },
  },
  {
    ...admin(
      "Product, not found",
      "/admin/commerce/product/:id",
      () => "/admin/commerce/product/no-such-product",
      heading("Product not found"),
    ),
    allowedErrors: [/status of 404 .* @ .*\/api\/products\/no-such-product$/],
  },
  {
    ...admin("Orders, none yet", "/admin/commerce/orders/:id", START, COMMERCE_READY),
    open: async (page) => {
      const store = await firstShop(page);
      await page.goto(`/admin/commerce/orders/${store.id}`);
      await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
    },
  },
  {
    ...admin("Orders, one open", "/admin/commerce/orders/:id", START, COMMERCE_READY),
    open: async (page) => {
      await toOpenOrder(page);
    },
  },
  {
    ...admin("Orders, refund asked", "/admin/commerce/orders/:id", START, COMMERCE_READY),
    open: async (page) => {
      const orderId = await toOpenOrder(page);
      // Paid once, for the first width: only a paid order is refunded.
      const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { status: string };
      if (order.status === "pending_payment") {
        expect((await page.request.post(`/api/orders/${orderId}/paid`, { data: {} })).status()).toBe(200);
        await page.reload();
      }
      await page.getByRole("button", { name: "Refund" }).click();
      await expect(page.getByRole("dialog", { name: "Record a refund?" })).toBeVisible();
    },
  },
];
