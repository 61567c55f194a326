// The runtime's shop in a visitor's browser: the Shop page any site can add lists the shop's products, the
// cart fills and lasts across pages and tabs, its drawer is a dialog that keeps and returns the focus, and
// a visitor without JavaScript still reaches the checkout with one product.
import type { Store } from "@common/schemas/commerce";
import type { Product } from "@common/schemas/products";
import { SHOP_PAGE_PATH, SHOP_PAGE_SOURCE } from "@common/shop-page";
import type { Page } from "@playwright/test";
import { axeFindings } from "./axe-findings";
import { allowConsoleErrors, expect, signUpWithSite, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// A publish shares busy cores with other work: give the journey room.
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 } });

async function api<T>(page: Page, method: "post" | "put", path: string, data: unknown): Promise<T> {
  const response = await page.request[method](path, { data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A published site with a shop, two products and the Shop page: the address of the page and the variants. */
async function publishedShop(page: Page) {
  const site = await signUpWithSite(page, "Karoo Deli");
  const store = await api<Store>(page, "post", "/api/stores", {
    site_id: site.id,
    name: "Karoo Deli",
    vat_registered: true,
    shipping: { flat_rate_cents: 6_000, free_over_cents: null, collection_address: "12 Church St" },
  });
  const jam = await api<Product>(page, "post", `/api/stores/${store.id}/products`, {
    title: "Fig Jam",
    status: "active",
    whatsapp_order: true,
    variants: [
      { sku: "JAM-S", options: { Size: "Small" }, price_cents: 4_900, compare_at_cents: 5_900, stock: 10 },
      { sku: "JAM-L", options: { Size: "Large" }, price_cents: 124_950, compare_at_cents: null, stock: 0 },
    ],
  });
  const rusks = await api<Product>(page, "post", `/api/stores/${store.id}/products`, {
    title: "Buttermilk Rusks",
    status: "active",
    variants: [{ sku: "RUSK", options: {}, price_cents: 8_500, compare_at_cents: null, stock: null }],
  });
  await api(page, "post", `/api/sites/${site.id}/files`, { full_path: SHOP_PAGE_PATH, content: SHOP_PAGE_SOURCE });
  await api(page, "post", "/site/publish", { site_id: site.id });
  const origin = `http://${site.slug}.localhost:${PORT}`;
  allowConsoleErrors(new RegExp(`^Failed to load resource: .*status of 404 .* @ ${origin}/favicon\\.ico$`));
  return { url: `${origin}/shop`, small: jam.variants[0]?.id ?? "", rusks: rusks.variants[0]?.id ?? "" };
}

/** Opens the page and waits until React has taken over its markup. */
async function openHydrated(visitor: Page, url: string) {
  await visitor.goto(url);
  await visitor.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
  await visitor.waitForLoadState("networkidle");
}

test("a visitor fills the cart from the Shop page, and the drawer takes them to the checkout", async ({ page }) => {
  const shop = await publishedShop(page);
  const visitor = await page.context().newPage();
  await openHydrated(visitor, shop.url);

  const jam = visitor.getByRole("article").filter({ has: visitor.getByRole("heading", { name: "Fig Jam" }) });
  await expect(jam).toContainText("R 49.00");
  await expect(jam.locator("s")).toHaveText("Was R 59.00");
  await expect(jam.getByRole("combobox", { name: "Size" })).toHaveValue(`${shop.small}:1`);
  await expect(jam.getByRole("option", { name: /Large/ })).toBeDisabled();
  await expect(jam.getByRole("link", { name: "Order on WhatsApp: Fig Jam" })).toHaveAttribute(
    "href",
    /^\/_go\/whatsapp\?text=Hi%20Karoo%20Deli/,
  );
  await jam.getByRole("button", { name: "Add to cart: Fig Jam" }).click();
  await expect(jam.getByRole("status")).toHaveText("Added to your cart: Fig Jam, Small.");
  const rusks = visitor
    .getByRole("article")
    .filter({ has: visitor.getByRole("heading", { name: "Buttermilk Rusks" }) });
  await rusks.getByRole("button", { name: "Add to cart" }).click();
  await rusks.getByRole("button", { name: "Add to cart" }).click();
  const cartButton = visitor.getByRole("button", { name: "Cart 3 items" });
  await expect(cartButton).toBeVisible();
  expect(await axeFindings(visitor)).toEqual([]);

  await cartButton.click();
  const drawer = visitor.getByRole("dialog", { name: "Your cart" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Close cart" })).toBeFocused();
  await expect(drawer).toContainText("Subtotal");
  await expect(drawer).toContainText("R 219.00");
  await drawer.getByRole("button", { name: "One more: Fig Jam, Small" }).click();
  await expect(drawer).toContainText("R 268.00");
  await expect(drawer.getByRole("link", { name: "Checkout" })).toHaveAttribute(
    "href",
    `/_shop/checkout?items=${shop.small}:2,${shop.rusks}:2`,
  );
  expect(await axeFindings(visitor)).toEqual([]);
  await drawer.getByRole("button", { name: "Remove: Buttermilk Rusks" }).click();
  await expect(drawer.getByRole("heading", { name: "Your cart" })).toBeFocused();
  await visitor.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(visitor.getByRole("button", { name: "Cart 2 items" })).toBeFocused();

  // The cart lasts across visits and follows another tab.
  await openHydrated(visitor, shop.url);
  await expect(visitor.getByRole("button", { name: "Cart 2 items" })).toBeVisible();
  const other = await page.context().newPage();
  await openHydrated(other, shop.url);
  await other.getByRole("button", { name: "Cart 2 items" }).click();
  await other.getByRole("button", { name: "Remove: Fig Jam, Small" }).click();
  await expect(other.getByRole("dialog", { name: "Your cart" })).toContainText("Your cart is empty");
  await expect(visitor.getByRole("button", { name: "Cart 0 items" })).toBeVisible();

  await visitor.getByRole("button", { name: "Cart 0 items" }).click();
  // A click beside the drawer, on the page it covers, closes it.
  await expect(visitor.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  await visitor.mouse.click(100, 400);
  await expect(visitor.getByRole("dialog")).toHaveCount(0);
});

test("without JavaScript, a product's form goes to the checkout with its variant", async ({ page, browser }) => {
  const shop = await publishedShop(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(shop.url);
  const rusks = visitor
    .getByRole("article")
    .filter({ has: visitor.getByRole("heading", { name: "Buttermilk Rusks" }) });
  await rusks.getByRole("button", { name: "Add to cart" }).click();
  await visitor.waitForURL(/\/_shop\/checkout\?/);
  expect(new URL(visitor.url()).searchParams.get("items")).toBe(`${shop.rusks}:1`);
  await context.close();
});
