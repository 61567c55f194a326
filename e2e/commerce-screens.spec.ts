import type { Product } from "@common/schemas/products";
import { addProductViaApi, openShopViaApi } from "./commerce-screens-helpers";
import { allowConsoleErrors, expect, savedContentViaApi, signUpWithSite, test, toast } from "./fixtures";
import { png, uploadViaApi } from "./media-helpers";
import { FIRST_LOAD } from "./roles-helpers";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test("Commerce is in the menu; a shop opens from the empty state, warns until buyers can pay, and its settings change", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Karoo Candles");
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await expect(menu.getByRole("link", { name: "Commerce (soon)" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Commerce", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/commerce$/);
  await expect(page.getByRole("heading", { name: "Open a shop on one of your sites" })).toBeVisible(FIRST_LOAD);

  // Neither delivery nor collection: the form says what is missing before anything is sent.
  await page.getByLabel("Shop name").fill("Karoo Candles");
  await page.getByRole("button", { name: "Open shop" }).click();
  await expect(page.getByText("Choose at least one way to get orders to buyers")).toBeVisible();
  await page.getByLabel("Delivery rate (R)").fill("60");
  await page.getByLabel("Free delivery from (R)").fill("500.5");
  await page.getByLabel("VAT registered").check();
  await page.getByRole("button", { name: "Open shop" }).click();
  await expect(toast(page)).toContainText("Shop opened");

  const card = page.getByRole("region", { name: "Karoo Candles" });
  await expect(card.getByText("On Karoo Candles · VAT registered")).toBeVisible();
  await expect(card.getByText("Buyers cannot pay yet: add PayFast details or a bank account")).toBeVisible();
  await expect(card.getByRole("definition")).toHaveText(["R 0.00", "R 0.00", "R 0.00", "0", "0"]);
  const { stores } = await (await page.request.get("/api/stores")).json();
  expect(stores[0].shipping).toEqual({ flat_rate_cents: 6000, free_over_cents: 50050, collection_address: null });

  // Settings: a bank account for EFT ends the warning; the PayFast key and passphrase are written, never shown.
  await card.getByRole("button", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings of Karoo Candles" });
  await expect(dialog.getByLabel("Delivery rate (R)")).toHaveValue("60.00");
  await expect(dialog.getByLabel("Free delivery from (R)")).toHaveValue("500.50");
  await dialog.getByLabel("Bank account for EFT").fill("FNB, Karoo Candles, 62000000000, branch 250655");
  await dialog.getByLabel("PayFast merchant ID").fill("10000100");
  await dialog.getByLabel("PayFast merchant key").fill("46f0cd694581a");
  await dialog.getByLabel("PayFast passphrase").fill("a secret phrase");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page)).toContainText("Shop settings saved");
  await expect(card.getByText("Buyers cannot pay yet")).toHaveCount(0);
  await card.getByRole("button", { name: "Settings" }).click();
  await expect(dialog.getByLabel("PayFast merchant key")).toHaveValue("");
  await expect(dialog.getByLabel("PayFast merchant key")).toHaveAttribute("placeholder", "Set");
  await expect(dialog.getByText("Both are set. They are never shown again")).toBeVisible();

  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The Shop page goes into the site's files once; then the card leads to it in the editor.
  await card.getByRole("button", { name: "Add a Shop page" }).click();
  await expect(toast(page)).toContainText("Shop page added");
  await expect(card.getByRole("link", { name: "Edit the Shop page" })).toHaveAttribute(
    "href",
    `/admin/site/${site.id}?file=pages%2FShop.jsx`,
  );
  expect(await savedContentViaApi(page, site.id, "pages/Shop.jsx")).toContain("<ProductList");

  // Every site has its shop now: there is no other to open.
  await expect(page.getByRole("button", { name: "Open a shop" })).toHaveCount(0);
  await card.getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "No products yet" })).toBeVisible();
});

test("a product with two variants through the form: rand to cents, the preview, stock adjusted with its reason", async ({
  page,
}) => {
  const site = await signUpWithSite(page, "Karoo Candles");
  const store = await openShopViaApi(page, site);
  await uploadViaApi(page, site.id, await png("beeswax.png", "#d97706"));
  const side = await uploadViaApi(page, site.id, await png("side.png", "#1d4ed8"));
  await page.goto(`/admin/commerce/products/${store.id}`);
  await page.getByRole("link", { name: "New product" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible(FIRST_LOAD);

  await page.getByLabel("Title", { exact: true }).fill("Beeswax candle");
  await page.getByRole("textbox", { name: "Description" }).fill("Hand-poured in the Karoo.");
  await page.getByRole("button", { name: "Add picture" }).click();
  await page
    .getByRole("dialog", { name: "Add a picture" })
    .getByRole("button", { name: /beeswax\.png/ })
    .click();
  await page.getByRole("button", { name: "Add picture" }).click();
  await page
    .getByRole("dialog", { name: "Add a picture" })
    .getByRole("button", { name: /side\.png/ })
    .click();
  const pictures = page.getByRole("list", { name: "Pictures" }).getByRole("img");
  await expect(pictures.nth(1)).toHaveAttribute("alt", "side.png");
  // From the keyboard: the second picture becomes the first.
  await page.getByRole("button", { name: "Move side.png earlier" }).press("Enter");
  await expect(pictures.nth(0)).toHaveAttribute("alt", "side.png");
  await expect(pictures.nth(1)).toHaveAttribute("alt", "beeswax.png");

  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByLabel("Option 1 name").fill("Size");
  await page.getByLabel("Option 1 values, separated by commas").fill("Small, Large");
  await page.getByRole("button", { name: "Generate variants" }).click();
  const variants = page.getByRole("list", { name: "Variants" }).getByRole("listitem");
  await expect(variants).toHaveCount(2);
  await expect(page.getByLabel("SKU of Small")).toHaveValue("BEESWAX-CANDLE-SMALL");
  await page.getByLabel("Price (R) of Small").fill("89.99");
  await page.getByLabel("Stock of Small", { exact: true }).fill("5");
  await page.getByLabel("Price (R) of Large").fill("149.5");
  await page.getByLabel("Compare-at (R) of Large").fill("179");
  await page.getByLabel("Stock of Large", { exact: true }).fill("0");

  const preview = page.getByRole("figure", { name: "Preview in the shop" });
  await expect(preview).toContainText("Beeswax candle");
  await expect(preview).toContainText("From R 89.99");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(toast(page)).toContainText("Product added");
  await expect(page).toHaveURL(/\/admin\/commerce\/product\/(?!new)[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Beeswax candle" })).toBeVisible();

  const productId = new URL(page.url()).pathname.split("/").pop();
  const saved = (await (await page.request.get(`/api/products/${productId}`)).json()) as Product;
  expect(
    saved.variants.map((variant) => [variant.sku, variant.price_cents, variant.compare_at_cents, variant.stock]),
  ).toEqual([
    ["BEESWAX-CANDLE-SMALL", 8999, null, 5],
    ["BEESWAX-CANDLE-LARGE", 14950, 17900, 0],
  ]);
  expect(saved.images.map((image) => image.path)).toEqual(["side.png", "beeswax.png"]);
  expect(saved.image_ids[0]).toBe(side.id);
  expect(saved.description).toContain("Hand-poured in the Karoo.");

  // A saved variant's stock changes through the adjustment, with a reason, into the ledger.
  await page.getByRole("button", { name: "Adjust stock of Large" }).click();
  const adjust = page.getByRole("dialog", { name: "Adjust stock" });
  await adjust.getByLabel("How many").fill("3");
  await adjust.getByLabel("Reason").fill("Delivery received");
  await adjust.getByRole("button", { name: "Change stock" }).click();
  await expect(toast(page)).toContainText("Large: 3 in stock");
  const ledger = page.getByRole("table", { name: "Stock ledger" });
  await expect(ledger.getByRole("row").nth(1)).toContainText("+3");
  await expect(ledger.getByRole("row").nth(1)).toContainText("Delivery received");

  await page.getByRole("link", { name: "Back to Products" }).click();
  const row = page.getByRole("row", { name: /Beeswax candle/ });
  await expect(row).toContainText("R 89.99 – R 149.50");
  await expect(row).toContainText("8 in stock");
  await expect(row).toContainText("Draft");
});

test("products are searched by SKU, put on sale and taken off in bulk", async ({ page }) => {
  const site = await signUpWithSite(page, "Karoo Candles");
  const store = await openShopViaApi(page, site);
  await addProductViaApi(page, store.id, "Soy candle", [{ sku: "SOY-1", price_cents: 5000, stock: 0 }], "draft");
  await addProductViaApi(page, store.id, "Wax melts", [{ sku: "MELT-1", price_cents: 3000, stock: null }], "draft");
  await page.goto(`/admin/commerce/products/${store.id}`);
  const table = page.getByRole("table", { name: "Products" });
  await expect(table.getByRole("row", { name: /Soy candle/ })).toContainText("Sold out", FIRST_LOAD);
  await expect(table.getByRole("row", { name: /Wax melts/ })).toContainText("Unlimited");

  await page.getByRole("searchbox", { name: "Search products by title or SKU" }).fill("melt-1");
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Search products by title or SKU" }).fill("");
  await expect(table.getByRole("row")).toHaveCount(3);

  await page.getByRole("checkbox", { name: "Select all shown" }).check();
  const bar = page.getByRole("region", { name: "Selected products" });
  await expect(bar).toContainText("2 products selected");
  await bar.getByRole("button", { name: "Put on sale" }).click();
  await expect(toast(page)).toContainText("2 products put on sale");
  await expect(table.getByText("On sale").filter({ visible: true })).toHaveCount(2);

  await page.getByRole("combobox", { name: "Status" }).selectOption("active");
  await expect(page).toHaveURL(/status=active/);
  await table.getByRole("checkbox", { name: "Select Soy candle" }).check();
  await bar.getByRole("button", { name: "Take off sale" }).click();
  await expect(toast(page)).toContainText("1 product taken off sale");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row", { name: /Wax melts/ })).toBeVisible();
});

test("a CSV import with mistakes lists them by row and imports nothing; a correct one imports, and the export downloads", async ({
  page,
}) => {
  allowConsoleErrors(/status of 400 .* @ .*\/products\/import$/);
  const site = await signUpWithSite(page, "Karoo Candles");
  const store = await openShopViaApi(page, site);
  await page.goto(`/admin/commerce/products/${store.id}`);
  await expect(page.getByRole("heading", { name: "No products yet" })).toBeVisible(FIRST_LOAD);

  const header =
    "title,slug,status,description,sku,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,price,compare_at_price,stock";
  const wrong = [
    header,
    "Pillar candle,,active,,PIL-S,Size,Small,,,,,89.00,,4",
    "Pillar candle,,active,,PIL-L,Size,Large,,,,,lots,,4",
    "Tea lights,,active,,TEA-1,,,,,,,25.00,,many",
  ].join("\n");
  const picker = page.getByLabel("CSV file to import");
  await picker.setInputFiles({ name: "candles.csv", mimeType: "text/csv", buffer: Buffer.from(wrong) });
  const refused = page.getByRole("alert").filter({ hasText: "Nothing was imported" });
  await expect(refused).toContainText("candles.csv has mistakes");
  const rows = refused.getByRole("list", { name: "Rows with mistakes" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText(/^Row 3: The price "lots" is not an amount in rand/);
  await expect(rows.nth(1)).toHaveText(/^Row 4: The stock "many" is not a whole number/);
  expect((await (await page.request.get(`/api/stores/${store.id}/products`)).json()).products).toEqual([]);

  const right = wrong.replace(",lots,", ",149.00,").replace(",many", ",");
  await picker.setInputFiles({ name: "candles.csv", mimeType: "text/csv", buffer: Buffer.from(right) });
  await expect(toast(page)).toContainText("Products imported");
  await expect(toast(page)).toContainText("2 products added");
  await expect(refused).toHaveCount(0);
  const table = page.getByRole("table", { name: "Products" });
  await expect(table.getByRole("row", { name: /Pillar candle/ })).toContainText("R 89.00 – R 149.00");
  await expect(table.getByRole("row", { name: /Tea lights/ })).toContainText("Unlimited");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("karoo-candles-shop-products.csv");
});
