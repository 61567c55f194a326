// A shop's orders on screen, and what a viewer may do in commerce: the orders list and its panel, with
// an EFT order marked paid and sent; every change disabled for a viewer, with the reason.
import { addProductViaApi, checkoutOnSite, openShopViaApi } from "./commerce-screens-helpers";
import { expect, joinViaApi, signUpWithSite, test, toast } from "./fixtures";
import { publishViaApi } from "./form-helpers";
import { expectRefused, FIRST_LOAD } from "./roles-helpers";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test("orders newest first; the panel opens from its link, shows totals with VAT and the timeline; an EFT order is marked paid, then sent with its tracking number", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Karoo Candles");
  const store = await openShopViaApi(page, site);
  const candle = await addProductViaApi(page, store.id, "Beeswax candle", [
    { sku: "BEE-S", price_cents: 8999, stock: 5, options: { Size: "Small" } },
  ]);
  const [variant] = candle.variants;
  if (!variant) throw new Error("no variant");
  // The site's own host answers once the site is published.
  await publishViaApi(page, site.id);
  const first = await checkoutOnSite(site.slug, [{ variant_id: variant.id, quantity: 2 }]);
  const second = await checkoutOnSite(site.slug, [{ variant_id: variant.id, quantity: 1 }], {
    name: "Pieter Botha",
    email: "pieter@example.com",
    phone: "083 555 0102",
    address: "9 Dorp Street, Stellenbosch",
  });

  await page.goto(`/admin/commerce/orders/${store.id}`);
  const list = page.getByRole("list", { name: "Orders" });
  await expect(list.getByRole("button")).toHaveCount(2, FIRST_LOAD);
  await expect(list.getByRole("button").first()).toContainText(`Order #${second.number}`);
  await page.getByRole("searchbox", { name: "Search orders by number, name or email" }).fill("thandi");
  await expect(list.getByRole("button")).toHaveCount(1);
  await expect(list.getByRole("button")).toContainText("Thandi Mokoena");

  // A link to the order opens its panel.
  await page.goto(`/admin/commerce/orders/${store.id}?order=${first.order_id}`);
  const panel = page.getByRole("region", { name: `Order #${first.number}` });
  await expect(panel.getByRole("table", { name: "Items" })).toContainText("Beeswax candle");
  await expect(panel.getByRole("row", { name: /^Subtotal/ })).toContainText("R 179.98");
  await expect(panel.getByRole("row", { name: /^Delivery/ })).toContainText("R 60.00");
  await expect(panel.getByRole("row", { name: /^Total/ })).toContainText("R 239.98");
  // VAT inside R 239.98 at 15/115: R 31.30.
  await expect(panel.getByRole("row", { name: /^incl\. VAT/ })).toContainText("R 31.30");
  await expect(panel.getByText("Awaiting payment").first()).toBeVisible();

  await panel.getByRole("button", { name: "Mark paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark paid" });
  await dialog.getByLabel("Note (optional)").fill("Seen in the FNB account");
  await dialog.getByRole("button", { name: "Mark paid" }).click();
  await expect(toast(page)).toContainText(`Order #${first.number} marked paid`);
  await expect(panel.getByRole("list").last()).toContainText("Seen in the FNB account");
  await expect(panel.getByRole("button", { name: "Mark fulfilled" })).toBeVisible();
  await expect(list.getByRole("button", { name: new RegExp(`Order #${first.number}`) })).toContainText("Paid");

  // Sent with a tracking number: the buyer is mailed, the timeline says so.
  await panel.getByRole("button", { name: "Mark fulfilled" }).click();
  const fulfil = page.getByRole("dialog", { name: "Mark fulfilled" });
  await fulfil.getByLabel("Tracking number (optional)").fill("PX123456789ZA");
  await fulfil.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(toast(page)).toContainText(`Order #${first.number} marked fulfilled; the buyer is mailed`);
  await expect(panel.getByRole("definition").filter({ hasText: "PX123456789ZA" })).toBeVisible();
  await expect(panel.getByRole("list").last()).toContainText("Fulfilled");

  // A refund says plainly that it only records it.
  await panel.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("dialog", { name: "Record a refund?" })).toContainText(
    "This records the refund. Pay the money back in your PayFast dashboard or by bank transfer; it is not automatic.",
  );
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  // Printing shows the packing slip alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-packing-slip]")).toBeVisible();
  await expect(page.locator("[data-packing-slip]")).toContainText("Packing slip");
  await expect(page.getByRole("navigation", { name: "Admin menu" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(page.locator("[data-packing-slip]")).toBeHidden();

  await panel.getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/order=/);
});

test("a viewer reads shops and products with every change disabled and the reason given", async ({ page, browser }) => {
  const site = await signUpWithSite(page, "Karoo Candles");
  const store = await openShopViaApi(page, site);
  const candle = await addProductViaApi(page, store.id, "Beeswax candle", [
    { sku: "BEE-1", price_cents: 8999, stock: 4 },
  ]);
  const { page: viewer, context } = await joinViaApi(browser, page, "viewer");
  const products = "Your role (viewer) cannot add or change products and their stock";

  await viewer.goto(`/admin/commerce/product/${candle.id}`);
  await expect(viewer.getByRole("heading", { level: 1, name: "Beeswax candle" })).toBeVisible(FIRST_LOAD);
  await expect(viewer.getByText(`In ${store.name}. ${products}.`)).toBeVisible();
  await expect(viewer.getByLabel("Title", { exact: true })).not.toBeEditable();
  await expect(viewer.getByLabel("Price (R) of The product")).not.toBeEditable();
  await expect(viewer.getByRole("button", { name: "Add picture" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /^Adjust stock/ })).toHaveCount(0);
  await expectRefused(viewer, viewer.getByRole("button", { name: "Save product" }), products);
  await expectRefused(viewer, viewer.getByRole("button", { name: "Delete" }), products);

  await viewer.goto("/admin/commerce");
  await expectRefused(
    viewer,
    viewer.getByRole("button", { name: "Settings" }),
    "Your role (viewer) cannot open shops or change their settings",
  );
  await context.close();
});
