// A buyer's checkout on a published site, through the site's host and the PayFast simulator: totals,
// stock held and sold, a notification heard once however often it comes, and no variant sold twice
// however many buyers press Pay at the same moment.
import type { Order } from "@common/schemas/orders";
import type { Product } from "@common/schemas/products";
import { SHOP_PAGE_PATH, SHOP_PAGE_SOURCE } from "@common/shop-page";
import { beforeAll, expect, it } from "vitest";
import { commerceDb } from "../../db/commerce-db";
import { CONTENT_CHANGED_QUEUE } from "../../site/content-rebuild";
import { billingWorld } from "../../test/billing-world";
import { outbox } from "../../test/outbox";
import { visit } from "../../test/publishing";
import { BUYER, checkoutJson, drainMail, payfastFormOf, payOrderAtPayfast, shopOwner } from "../../test/shop";
import { describeEachDb, type TestApp } from "../../test/test-app";
import { RESERVATION_QUEUE } from "./checkout";

const world = billingWorld();

describeEachDb(
  "checkout on a site's host",
  (use) => {
    let shop: Awaited<ReturnType<typeof shopOwner>>;
    let tee: Product;

    beforeAll(async () => {
      world.bind(use());
      shop = await shopOwner(use(), world);
      tee = await shop.addProduct("Karoo T-shirt", [
        { sku: "TEE-L-RED", options: { Size: "Large", Colour: "Red" }, price_cents: 24_900, stock: 20 },
        { sku: "TEE-M-RED", options: { Size: "Medium", Colour: "Red" }, price_cents: 24_900, stock: null },
      ]);
    });

    const large = () => tee.variants[0]?.id ?? "";
    const product = async (id: string) => (await shop.api.call<Product>("GET", `/api/products/${id}`)).body;
    const order = async (id: string) => (await shop.api.call<Order>("GET", `/api/orders/${id}`)).body;
    const buy = (variantId: string, quantity: number, shipping_option: "flat" | "collection" = "flat") =>
      checkoutJson(use(), shop.site.slug, {
        items: [{ variant_id: variantId, quantity }],
        customer: BUYER,
        shipping_option,
      });

    it("places an order at today's price, holds its stock, and answers its totals and where to pay", async () => {
      const placed = await buy(large(), 2);
      expect(placed.status).toBe(201);
      // R 498.00 + R 60.00 delivery = R 558.00, of which VAT 558.00 × 15/115 = 72.78.
      expect(placed.body).toMatchObject({
        subtotal_cents: 49_800,
        shipping_cents: 6_000,
        vat_cents: 7_278,
        total_cents: 55_800,
      });
      expect(placed.body.payment_url).toMatch(
        new RegExp(`^http://${shop.site.slug}\\..+/_shop/pay/${placed.body.order_id}\\?key=`),
      );
      expect((await product(tee.id)).variants[0]).toMatchObject({ stock: 20, reserved: 2, available: 18 });
      expect(await order(placed.body.order_id)).toMatchObject({
        status: "pending_payment",
        number: placed.body.number,
      });

      const refused = await buy(large(), 19);
      expect([refused.status, refused.body.error]).toEqual([
        409,
        { code: "OUT_OF_STOCK", message: "Only 18 left of Large / Red" },
      ]);
    });

    it("is paid through the shop's own PayFast account: stock sold, the buyer's receipt and the shop's new-order mail", async () => {
      const placed = await buy(large(), 1, "collection");
      const before = await product(tee.id);
      const back = await payOrderAtPayfast(use(), world, shop.site.slug, placed.body.payment_url);
      expect(back).toContain(`/_shop/orders/${placed.body.order_id}?key=`);
      const paid = await order(placed.body.order_id);
      expect(paid.status).toBe("paid");
      expect(paid.events.map((event) => event.kind)).toEqual(["placed", "paid"]);
      expect((await product(tee.id)).variants[0]).toMatchObject({
        stock: (before.variants[0]?.stock ?? 0) - 1,
        reserved: (before.variants[0]?.reserved ?? 0) - 1,
      });
      const sent = world.sim().sentNotifications.at(-1);
      expect(sent?.fields.find(([name]) => name === "merchant_id")?.[1]).toBe("10000200");

      await drainMail(use());
      const mails = outbox(use()).map((mail) => mail.headers.get("subject"));
      expect(mails).toContain(`Your order #${paid.number} from Karoo Deli`);
      expect(mails).toContain(`New order #${paid.number} at Karoo Deli`);

      // The order's page on the site says so.
      const page = await fetchText(use(), shop.site.slug, new URL(back).pathname + new URL(back).search);
      expect(page).toContain(`Order #${paid.number}`);
      expect(page).toContain("Paid");
    });

    it("hears a notification once however often PayFast sends it, and refuses a forged one", async () => {
      const placed = await buy(large(), 1);
      await payOrderAtPayfast(use(), world, shop.site.slug, placed.body.payment_url);
      const stock = (await product(tee.id)).variants[0]?.stock;
      const sent = world.sim().sentNotifications.at(-1);
      if (!sent) throw new Error("no notification");
      const replay = await world.sim().post(sent.notifyUrl, sent.fields);
      expect(replay.status).toBe(200);
      const forged = await world.sim().post(sent.notifyUrl, sent.fields, { badSignature: true });
      expect(forged.status).toBe(400);
      const paid = await order(placed.body.order_id);
      expect(paid.events.filter((event) => event.kind === "paid")).toHaveLength(1);
      expect((await product(tee.id)).variants[0]?.stock).toBe(stock);
      const ledger = await commerceDb(use().deps.db)
        .selectFrom("stock_movements")
        .select("change")
        .where("order_id", "=", placed.body.order_id)
        .execute();
      expect(ledger).toEqual([{ change: -1 }]);
    });

    it("lets the stock go when the hold lapses, and still takes a payment that arrives later while stock lasts", async () => {
      const placed = await buy(large(), 1);
      const form = await payfastFormOf(use(), shop.site.slug, placed.body.payment_url);
      const held = (await product(tee.id)).variants[0]?.reserved ?? 0;
      // Fifteen minutes pass.
      await commerceDb(use().deps.db)
        .updateTable("orders")
        .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", placed.body.order_id)
        .execute();
      // The job queued at checkout runs then; here it is run at once (early, it does nothing: see below).
      await use().deps.jobs.send(RESERVATION_QUEUE, { orderId: placed.body.order_id });
      await use().deps.jobs.drain({ queues: [RESERVATION_QUEUE] });
      const lapsed = await order(placed.body.order_id);
      expect(lapsed.status).toBe("cancelled");
      expect(lapsed.events.at(-1)).toMatchObject({ kind: "expired" });
      expect((await product(tee.id)).variants[0]?.reserved).toBe(held - 1);

      await world.sim().pay(form, "pay");
      await world.sim().settled();
      const late = await order(placed.body.order_id);
      expect(late.status).toBe("paid");
      expect(late.events.at(-1)?.note).toContain("Paid after its hold had lapsed");
    });

    it("shows a variant sold out on the shop's page while its last one is held, and for sale again once given back", async () => {
      const candle = await shop.addProduct("Last Candle", [{ sku: "CANDLE", price_cents: 9_900, stock: 1 }]);
      await shop.api.createFile(shop.site.id, { full_path: SHOP_PAGE_PATH, content: SHOP_PAGE_SOURCE });
      await shop.publish();
      /** The candle's line on the published Shop page, once the site has followed what changed. */
      const candleOnPage = async () => {
        await use().deps.jobs.drain({ includeDelayed: true, queues: [CONTENT_CHANGED_QUEUE], timeoutMs: 20_000 });
        const html = await fetchText(use(), shop.site.slug, "/shop");
        return html.slice(html.indexOf("Last Candle"), html.indexOf("Last Candle") + 600);
      };
      const forSale = 'aria-label="Add to cart: Last Candle"';
      const soldOut = 'aria-label="Sold out: Last Candle"';
      const buyTheCandle = async () => {
        const placed = await buy(candle.variants[0]?.id ?? "", 1);
        expect(placed.status).toBe(201);
        expect(await candleOnPage()).toContain(soldOut);
        return placed.body;
      };
      expect(await candleOnPage()).toContain(forSale);
      // Held, then cancelled by the shop: for sale again.
      const cancelled = await buyTheCandle();
      expect((await shop.api.call("POST", `/api/orders/${cancelled.order_id}/cancel`, { note: "" })).status).toBe(200);
      expect(await candleOnPage()).toContain(forSale);
      // Held, paid (still gone), refunded before it was sent: back on the shelf.
      const refunded = await buyTheCandle();
      await payOrderAtPayfast(use(), world, shop.site.slug, refunded.payment_url);
      expect(await candleOnPage()).toContain(soldOut);
      expect((await shop.api.call("POST", `/api/orders/${refunded.order_id}/refund`, { note: "" })).status).toBe(200);
      expect(await candleOnPage()).toContain(forSale);
      // Held until the hold lapsed (for sale again), then paid late while the candle was still there.
      const late = await buyTheCandle();
      const form = await payfastFormOf(use(), shop.site.slug, late.payment_url);
      await commerceDb(use().deps.db)
        .updateTable("orders")
        .set({ reserved_until: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", late.order_id)
        .execute();
      await use().deps.jobs.send(RESERVATION_QUEUE, { orderId: late.order_id });
      await use().deps.jobs.drain({ queues: [RESERVATION_QUEUE] });
      expect(await candleOnPage()).toContain(forSale);
      await world.sim().pay(form, "pay");
      await world.sim().settled();
      expect((await order(late.order_id)).status).toBe("paid");
      expect(await candleOnPage()).toContain(soldOut);
    });

    it("keeps a hold that has not lapsed when its expiry job runs early", async () => {
      const placed = await buy(large(), 1);
      await use().deps.jobs.send(RESERVATION_QUEUE, { orderId: placed.body.order_id });
      await use().deps.jobs.drain({ queues: [RESERVATION_QUEUE] });
      expect((await order(placed.body.order_id)).status).toBe("pending_payment");
    });

    it("sells an unlimited variant without counting it", async () => {
      const placed = await buy(tee.variants[1]?.id ?? "", 40);
      expect(placed.status).toBe(201);
      expect((await product(tee.id)).variants[1]).toMatchObject({ stock: null, reserved: 0, available: null });
    });

    it("refuses what cannot be bought, in words for the buyer", async () => {
      const empty = await checkoutJson(use(), shop.site.slug, { items: [], customer: BUYER, shipping_option: "flat" });
      expect([empty.status, empty.body.error.message]).toEqual([400, "Your cart is empty"]);
      const noAddress = await checkoutJson(use(), shop.site.slug, {
        items: [{ variant_id: large(), quantity: 1 }],
        customer: { ...BUYER, address: "" },
        shipping_option: "flat",
      });
      expect([noAddress.status, noAddress.body.error.message]).toEqual([400, "Enter the address to deliver to"]);
      const gone = await buy("no-such-variant", 1);
      expect([gone.status, gone.body.error.message]).toEqual([
        409,
        "Something in your cart is no longer sold: remove it and try again",
      ]);
    });

    it("takes the page's own form without JavaScript, and shows a refusal on the page with the buyer's words kept", async () => {
      const form = new URLSearchParams({ variant_id: large(), quantity: "1", ...BUYER, shipping_option: "flat" });
      const posted = await postCheckoutForm(use(), shop.site.slug, form);
      expect(posted.status).toBe(303);
      expect(posted.headers.get("location")).toMatch(/^\/_shop\/pay\/[\w-]+\?key=/);
      const tooMany = new URLSearchParams({ variant_id: large(), quantity: "999", ...BUYER, shipping_option: "flat" });
      const refused = await postCheckoutForm(use(), shop.site.slug, tooMany);
      expect(refused.status).toBe(409);
      const page = await refused.text();
      expect(page).toMatch(/Only \d+ left of Large \/ Red|Sold out/);
      expect(page).toContain('value="Thandi Nkosi"');

      const checkoutPage = await fetchText(use(), shop.site.slug, `/_shop/checkout?items=${large()}:1`);
      expect(checkoutPage).toContain("Karoo T-shirt");
      expect(checkoutPage).toContain("R 249.00");
      expect(checkoutPage).toContain('action="/_shop/checkout"');
    });

    it("answers another organization's order as missing, and an order's page only with its key", async () => {
      const placed = await buy(large(), 1);
      const stranger = await shopOwner(use(), world);
      const seen = await stranger.api.call("GET", `/api/orders/${placed.body.order_id}`);
      expect(seen.status).toBe(404);
      for (const action of ["paid", "fulfil", "cancel", "refund"]) {
        const done = await stranger.api.call("POST", `/api/orders/${placed.body.order_id}/${action}`, {});
        expect(done.status).toBe(404);
      }
      const page = await fetchStatus(use(), shop.site.slug, `/_shop/orders/${placed.body.order_id}?key=wrong`);
      expect(page).toBe(404);
    });
  },
  world.env,
);

const fetchText = async (app: TestApp, slug: string, path: string) => (await visit(app, slug, path)).text();
const fetchStatus = async (app: TestApp, slug: string, path: string) => (await visit(app, slug, path)).status;
const postCheckoutForm = (app: TestApp, slug: string, form: URLSearchParams) =>
  visit(app, slug, "/_shop/checkout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
