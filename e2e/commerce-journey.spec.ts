// A shop from end to end, as people do it on screen: an owner signs up, makes a site, opens its shop with
// its own PayFast account, adds a product in two sizes, adds the Shop page and publishes; a visitor picks a
// size, fills the cart, checks out, pays at PayFast (the suite's simulator) and comes back to an order
// marked paid; the owner finds it paid with its stock sold and both mails sent, sends it with a tracking
// number, and the buyer is mailed that it is on its way. Runs on an app of its own (billing off, so the
// owner needs no plan) whose PayFast is the simulator.

import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Site } from "@common/schemas/sites";
import type { BrowserContext, Page } from "@playwright/test";
import { axeFindings } from "./axe-findings";
import { type BillingServer, startBillingServer } from "./billing-server";
import { E2E_PORT } from "./data-dir";
import { expect, newAccount, sortedErrors, test, toast, watchBrowserErrors } from "./fixtures";
import { FIRST_LOAD } from "./roles-helpers";

const APP_PORT = E2E_PORT + 21_100;
const APP_ORIGIN = `http://localhost:${APP_PORT}`;
/** The shop's own merchant account at PayFast, which its buyers pay into. */
const SHOP_MERCHANT = { merchantId: "10004321", merchantKey: "k4r00c4ndl3s", passphrase: "wax and wicks" };
const BUYER = {
  name: "Thandi Mokoena",
  email: "thandi@example.com",
  phone: "082 555 0101",
  address: "4 Oak Lane, Paarl",
};
const TRACKING = "PX123456789ZA";
/** A publish, a payment's notification and a mail each wait on busy cores. */
const SLOW = { timeout: 30_000 };
const SHOTS = "/tmp/shots";

let server: BillingServer;
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ baseURL: APP_ORIGIN, viewport: { width: 1280, height: 900 } });
test.beforeAll(async () => {
  server = await startBillingServer({ port: APP_PORT, billing: false });
  server.simulator.addMerchant(SHOP_MERCHANT);
});
test.afterAll(async () => {
  await server?.stop();
});

/** The page at both widths the journey looks at, whole, into /tmp/shots (never the repository). */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/commerce-journey-${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** A mail's quoted-printable text as it reads: the escapes are UTF-8 bytes ("×" is =C3=97). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every mail in the app's outbox to `to`, decoded. */
function mailsTo(to: string): string[] {
  const folder = join(server.dataDir, "outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => decodeQuotedPrintable(readFileSync(join(folder, name), "latin1")))
    .filter((mail) => mail.includes(`To: ${to}`));
}

/** The mail to `to` with `subject`, once the mail job has written it. */
async function mailWithSubject(to: string, subject: string): Promise<string> {
  await expect
    .poll(() => mailsTo(to).filter((mail) => mail.includes(`Subject: ${subject}`)).length, {
      message: `a mail to ${to}: ${subject}`,
      ...SLOW,
    })
    .toBe(1);
  return mailsTo(to).find((mail) => mail.includes(`Subject: ${subject}`)) ?? "";
}

/** The visitor's browser: a context of its own, its console watched as the suite's own pages are. */
async function visitorBrowser(context: BrowserContext, siteOrigin: string) {
  const watched = watchBrowserErrors(context);
  // The Shop page names no icon: the browser asks for /favicon.ico anyway and logs the site's 404.
  const allowed = [new RegExp(`^Failed to load resource: .*status of 404 .* @ ${siteOrigin}/favicon\\.ico$`)];
  return { page: await context.newPage(), unexpected: () => sortedErrors(watched, allowed).unexpected };
}

test("an owner opens a shop and sells a size of a candle; the buyer pays at PayFast, and the owner sends it", async ({
  page,
  browser,
}) => {
  const owner = newAccount();

  // The owner signs up, names the organization and makes a blank site.
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible(FIRST_LOAD);
  await page.getByLabel("Name").fill(owner.name);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Confirm password").fill(owner.password);
  await page.getByRole("button", { name: "Create account" }).click();
  const organization = page.getByRole("dialog", { name: "Create organization" });
  await organization.getByLabel("Name").fill("Karoo Candles Co");
  await organization.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("button", { name: "Organization: Karoo Candles Co" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Admin menu" });
  await menu.getByRole("link", { name: "Sites", exact: true }).click();
  await page.getByRole("button", { name: "Blank site (code)" }).first().click();
  const blank = page.getByRole("dialog", { name: "Blank site (code)" });
  await blank.getByLabel("Name").fill("Karoo Candles");
  await blank.getByRole("button", { name: "Create blank site" }).click();
  await expect(page).toHaveURL(/\/admin\/site\/[^/?]+\?file=pages%2FIndex\.jsx$/);
  const siteId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const site = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Site;
  const siteOrigin = `http://${site.slug}.localhost:${APP_PORT}`;

  // The shop: VAT registered, delivering for R 60, paid into its own PayFast account.
  await menu.getByRole("link", { name: "Commerce", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Open a shop on one of your sites" })).toBeVisible(FIRST_LOAD);
  await expect(page.getByLabel("Site")).toHaveValue(siteId);
  await page.getByLabel("Shop name").fill("Karoo Candles");
  await page.getByLabel("VAT registered").check();
  await page.getByLabel("Delivery rate (R)").fill("60");
  await page.getByLabel("PayFast merchant ID").fill(SHOP_MERCHANT.merchantId);
  await page.getByLabel("PayFast merchant key").fill(SHOP_MERCHANT.merchantKey);
  await page.getByLabel("PayFast passphrase").fill(SHOP_MERCHANT.passphrase);
  await page.getByRole("button", { name: "Open shop" }).click();
  await expect(toast(page)).toContainText("Shop opened");
  const card = page.getByRole("region", { name: "Karoo Candles" });
  await expect(card.getByText("On Karoo Candles · VAT registered")).toBeVisible();
  await expect(card.getByText("Buyers cannot pay yet")).toHaveCount(0);

  // A candle in two sizes, on sale, through the product form.
  await card.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/admin\/commerce\/products\/[^/?]+$/);
  const storeId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await page.getByRole("link", { name: "New product" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible(FIRST_LOAD);
  await page.getByLabel("Title", { exact: true }).fill("Beeswax candle");
  await page.getByRole("textbox", { name: "Description" }).fill("Hand-poured in the Karoo.");
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Add option" }).click();
  await page.getByLabel("Option 1 name").fill("Size");
  await page.getByLabel("Option 1 values, separated by commas").fill("Small, Large");
  await page.getByRole("button", { name: "Generate variants" }).click();
  await expect(page.getByRole("list", { name: "Variants" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Price (R) of Small").fill("89.99");
  await page.getByLabel("Stock of Small", { exact: true }).fill("5");
  await page.getByLabel("Price (R) of Large").fill("149.50");
  await page.getByLabel("Stock of Large", { exact: true }).fill("4");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(toast(page)).toContainText("Product added");
  await expect(page).toHaveURL(/\/admin\/commerce\/product\/(?!new)[^/?]+$/);
  const productUrl = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Back to Products" }).click();
  const productRow = page.getByRole("row", { name: /Beeswax candle/ });
  await expect(productRow).toContainText("9 in stock");
  await expect(productRow).toContainText("On sale");

  // The Shop page, from the commerce screen, and the site published from its editor.
  await menu.getByRole("link", { name: "Commerce", exact: true }).click();
  await card.getByRole("button", { name: "Add a Shop page" }).click();
  await expect(toast(page)).toContainText("Shop page added");
  await card.getByRole("link", { name: "Edit the Shop page" }).click();
  await expect(page).toHaveURL(/\/admin\/site\/[^/?]+\?file=pages%2FShop\.jsx$/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Site published" })).toBeVisible(SLOW);

  // A visitor, in a browser of their own, buys two large candles from the Shop page.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorBrowser(visitorContext, siteOrigin);
  const shopper = visitor.page;
  await shopper.goto(`${siteOrigin}/shop`);
  await expect(shopper.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();
  const candle = shopper.getByRole("article").filter({ has: shopper.getByRole("heading", { name: "Beeswax candle" }) });
  // Until the page's script runs, Add to cart is a plain form to the checkout; from then on it fills the cart.
  await shopper.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
  await candle.getByRole("combobox", { name: "Size" }).selectOption({ label: "Large · R 149.50" });
  await candle.getByRole("button", { name: "Add to cart: Beeswax candle" }).click();
  await expect(candle.getByRole("status")).toHaveText("Added to your cart: Beeswax candle, Large.");
  await shopper.getByRole("button", { name: "Cart 1 item" }).click();
  const drawer = shopper.getByRole("dialog", { name: "Your cart" });
  await drawer.getByRole("button", { name: "One more: Beeswax candle, Large" }).click();
  await expect(drawer.getByLabel("Quantity of Beeswax candle, Large")).toHaveText("2");
  await expect(drawer).toContainText("R 149.50 each · R 299.00");
  await expect(shopper.getByRole("button", { name: "Cart 2 items" })).toBeAttached();
  await shoot(shopper, "shop-cart");
  await drawer.getByRole("link", { name: "Checkout" }).click();

  await expect(shopper).toHaveURL(new RegExp(`^${siteOrigin}/_shop/checkout\\?items=`));
  await expect(shopper.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(shopper.getByRole("row", { name: /Beeswax candle/ })).toContainText("2 × R 149.50");
  await shopper.getByLabel("Name").fill(BUYER.name);
  await shopper.getByLabel("Email").fill(BUYER.email);
  await shopper.getByLabel("Phone").fill(BUYER.phone);
  expect(await axeFindings(shopper)).toEqual([]);
  await shopper.getByRole("radio", { name: "Delivery: R 60.00 (total R 359.00)" }).check();
  await shopper.getByLabel("Delivery address").fill(BUYER.address);
  await shoot(shopper, "checkout");
  await shopper.getByRole("button", { name: "Place order and pay" }).click();

  // The payment page sends the browser on to PayFast, into the shop's account.
  await expect(shopper.getByRole("heading", { name: "Complete your payment" })).toBeVisible(SLOW);
  expect(new URL(shopper.url()).origin).toBe(server.simulator.url);
  await expect(shopper.getByText("Karoo Candles order #1")).toBeVisible();
  await expect(shopper.getByText("R 359.00")).toBeVisible();
  await shopper.getByRole("button", { name: "Pay now" }).click();

  // Back on the order's page on the site, which refreshes itself until PayFast's word is in.
  await expect(shopper).toHaveURL(new RegExp(`^${siteOrigin}/_shop/orders/[^/?]+\\?key=`));
  await expect(shopper.getByRole("heading", { level: 1, name: "Order #1" })).toBeVisible();
  expect(await axeFindings(shopper)).toEqual([]);
  await expect(shopper.getByText("Paid", { exact: true })).toBeVisible(SLOW);
  await expect(shopper.getByText("Thank you! Karoo Candles has your payment")).toBeVisible();
  await expect(shopper.getByText("Deliver to 4 Oak Lane, Paarl.")).toBeVisible();
  const orderPage = shopper.url();
  await shoot(shopper, "order-paid");
  expect(server.simulator.sentNotifications.map(({ answer }) => answer.status)).toEqual([200]);

  // The owner finds the order paid, its stock sold, and both mails sent.
  await page.goto(`/admin/commerce/orders/${storeId}`);
  const orders = page.getByRole("list", { name: "Orders" });
  const listed = orders.getByRole("button", { name: /Order #1/ });
  await expect(listed).toContainText("Paid", FIRST_LOAD);
  await expect(listed).toContainText(BUYER.name);
  await listed.click();
  await expect(page).toHaveURL(/\?order=[^&]+$/);
  const panel = page.getByRole("region", { name: "Order #1" });
  await expect(panel.getByRole("row", { name: /^Total/ })).toContainText("R 359.00");
  // VAT inside R 359.00 at 15/115: R 46.83.
  await expect(panel.getByRole("row", { name: /^incl\. VAT/ })).toContainText("R 46.83");
  await expect(panel.getByText(/^Card \(PayFast\), paid /)).toBeVisible();
  const timeline = panel.getByRole("list").last();
  await expect(timeline).toContainText("Placed");
  await expect(timeline).toContainText("Paid");

  const receipt = await mailWithSubject(BUYER.email, `Your order #1 from Karoo Candles`);
  expect(receipt).toContain("2 × Beeswax candle (Large): R 299.00");
  expect(receipt).toContain("Total: R 359.00");
  expect(receipt).toContain(orderPage);
  const newOrder = await mailWithSubject(owner.email, "New order #1 at Karoo Candles");
  expect(newOrder).toContain(`${BUYER.name} (${BUYER.email}, ${BUYER.phone}) paid R 359.00 for order #1.`);

  await page.goto(productUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Beeswax candle" })).toBeVisible(FIRST_LOAD);
  const sale = page.getByRole("table", { name: "Stock ledger" }).getByRole("row").nth(1);
  await expect(sale).toContainText("Large");
  await expect(sale).toContainText("-2");
  await expect(sale).toContainText("Order #1");
  await page.getByRole("link", { name: "Back to Products" }).click();
  await expect(page.getByRole("row", { name: /Beeswax candle/ })).toContainText("7 in stock");

  // The owner sends it with a tracking number; the timeline says so and the buyer is mailed.
  await page.goto(`/admin/commerce/orders/${storeId}?order=${new URL(orderPage).pathname.split("/").pop()}`);
  await panel.getByRole("button", { name: "Mark fulfilled" }).click();
  const fulfil = page.getByRole("dialog", { name: "Mark fulfilled" });
  await fulfil.getByLabel("Tracking number (optional)").fill(TRACKING);
  await fulfil.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(toast(page)).toContainText("Order #1 marked fulfilled; the buyer is mailed");
  await expect(timeline).toContainText("Fulfilled");
  await expect(timeline).toContainText(`Tracking number ${TRACKING}`);
  await expect(orders.getByRole("button", { name: /Order #1/ })).toContainText("Fulfilled");
  const sent = await mailWithSubject(BUYER.email, "Order #1 is on its way");
  expect(sent).toContain(`Your order #1 from Karoo Candles is on its way. Tracking number: ${TRACKING}.`);

  // The buyer's page says so too.
  await shopper.reload();
  await expect(shopper.getByText("Sent", { exact: true })).toBeVisible();
  await expect(shopper.getByText(`Your order is on its way. Tracking number: ${TRACKING}.`)).toBeVisible();

  expect(visitor.unexpected(), "console errors and uncaught page errors in the visitor's browser").toEqual([]);
  await visitorContext.close();
});
