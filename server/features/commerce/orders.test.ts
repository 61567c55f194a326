// What the shop does with an order: finds it, marks an EFT paid, sends it (the buyer is mailed), cancels an
// unpaid one (its stock is free again), records a refund (unsent stock goes back); viewers only look.
import type { Order, OrderSummary } from "@common/schemas/orders";
import type { Product } from "@common/schemas/products";
import { beforeAll, expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody } from "../../test/api";
import { billingWorld } from "../../test/billing-world";
import { outbox } from "../../test/outbox";
import { visit } from "../../test/publishing";
import { BUYER, checkoutJson, drainMail, shopOwner } from "../../test/shop";
import { describeEachDb } from "../../test/test-app";

const world = billingWorld();

describeEachDb(
  "a shop's orders",
  (use) => {
    let shop: Awaited<ReturnType<typeof shopOwner>>;
    let honey: Product;

    beforeAll(async () => {
      world.bind(use());
      shop = await shopOwner(use(), world, { eftOnly: true });
      honey = await shop.addProduct("Fynbos honey", [{ sku: "HONEY-500", price_cents: 12_000, stock: 10 }]);
    });

    const stock = async () => (await shop.api.call<Product>("GET", `/api/products/${honey.id}`)).body.variants[0];
    const act = (orderId: string, action: string, body: unknown = {}) =>
      shop.api.call<Order & ErrorBody>("POST", `/api/orders/${orderId}/${action}`, body);
    async function place(quantity: number, email = BUYER.email) {
      const placed = await checkoutJson(use(), shop.site.slug, {
        items: [{ variant_id: honey.variants[0]?.id, quantity }],
        customer: { ...BUYER, email },
        shipping_option: "flat",
      });
      if (placed.status !== 201) throw new Error(`checkout: ${JSON.stringify(placed.body)}`);
      return placed.body;
    }

    it("shows an EFT buyer the shop's bank account and the order as reference; the shop marks it paid", async () => {
      const placed = await place(2);
      const url = new URL(placed.payment_url);
      const page = await (await visit(use(), shop.site.slug, `${url.pathname}${url.search}`)).text();
      expect(page).toContain("FNB, account 62000000000, branch 250655");
      expect(page).toContain(`Order ${placed.number}`);
      const paid = await act(placed.order_id, "paid", { note: "Seen in the bank statement" });
      expect(paid.body).toMatchObject({ status: "paid", payment_method: "eft" });
      expect(paid.body.events.at(-1)).toMatchObject({ kind: "paid", note: "Seen in the bank statement" });
      expect(paid.body.events.at(-1)?.by).toBeTruthy();
      expect(await stock()).toMatchObject({ stock: 8, reserved: 0 });
      const again = await act(placed.order_id, "paid");
      expect([again.status, again.body.error.message]).toEqual([409, "This order is not waiting for payment"]);
    });

    it("marks a paid order sent with its tracking number and mails the buyer; only a paid one", async () => {
      const placed = await place(1, "sent@example.com");
      const early = await act(placed.order_id, "fulfil", { tracking_number: "TRK1" });
      expect([early.status, early.body.error.message]).toEqual([409, "Only a paid order can be marked fulfilled"]);
      await act(placed.order_id, "paid");
      const sent = await act(placed.order_id, "fulfil", { tracking_number: "PX123456ZA" });
      expect(sent.body).toMatchObject({ status: "fulfilled", tracking_number: "PX123456ZA" });
      await drainMail(use());
      const mail = outbox(use()).find(
        (one) => one.headers.get("to") === "sent@example.com" && one.text.includes("on its way"),
      );
      expect(mail?.text).toContain("PX123456ZA");
    });

    it("cancels an unpaid order and frees its stock; a paid one is refunded instead", async () => {
      const before = await stock();
      const placed = await place(3);
      expect((await stock())?.reserved).toBe((before?.reserved ?? 0) + 3);
      const cancelled = await act(placed.order_id, "cancel", { note: "Buyer phoned" });
      expect(cancelled.body.status).toBe("cancelled");
      expect(await stock()).toMatchObject({ stock: before?.stock, reserved: before?.reserved });
      const paid = await place(1);
      await act(paid.order_id, "paid");
      const refused = await act(paid.order_id, "cancel");
      expect([refused.status, refused.body.error.message]).toEqual([
        409,
        "Only an unpaid order can be cancelled: refund a paid one",
      ]);
    });

    it("records a refund: stock not yet sent goes back, sent stock does not", async () => {
      const unsent = await place(2);
      await act(unsent.order_id, "paid");
      const before = (await stock())?.stock ?? 0;
      const refunded = await act(unsent.order_id, "refund", { note: "Out of date" });
      expect(refunded.body.status).toBe("refunded");
      expect((await stock())?.stock).toBe(before + 2);

      const sent = await place(1);
      await act(sent.order_id, "paid");
      await act(sent.order_id, "fulfil", {});
      const afterSending = (await stock())?.stock;
      await act(sent.order_id, "refund");
      expect((await stock())?.stock).toBe(afterSending);
      const twice = await act(sent.order_id, "refund");
      expect([twice.status, twice.body.error.message]).toEqual([409, "Only a paid or fulfilled order can be refunded"]);
    });

    it("lists orders newest first, by status, and finds them by number, name or email; notes join the timeline", async () => {
      const placed = await place(1, "findme@example.com");
      const list = async (query: string) =>
        (await shop.api.call<{ orders: OrderSummary[] }>("GET", `/api/stores/${shop.store.id}/orders${query}`)).body
          .orders;
      const all = await list("");
      expect(all[0]).toMatchObject({ id: placed.order_id, items: 1, status: "pending_payment" });
      expect(all.map((order) => order.number)).toEqual([...all.map((order) => order.number)].sort((a, b) => b - a));
      expect((await list("?q=findme")).map((order) => order.id)).toEqual([placed.order_id]);
      expect((await list(`?q=${placed.number}`)).map((order) => order.id)).toContain(placed.order_id);
      expect((await list("?status=refunded")).every((order) => order.status === "refunded")).toBe(true);
      const noted = await act(placed.order_id, "notes", { note: "Gift wrap, please" });
      expect(noted.body.events.at(-1)).toMatchObject({ kind: "note", note: "Gift wrap, please" });
    });

    it("lets viewers read orders and refuses them every action, naming what they lack", async () => {
      const placed = await place(1);
      const viewer = await addMember(use(), shop.user, shop.organization.id, "viewer");
      const call = (method: string, path: string, body?: unknown) =>
        apiAs(use(), viewer).call<ErrorBody>(method, path, body);
      expect((await call("GET", `/api/orders/${placed.order_id}`)).status).toBe(200);
      const refused = await call("POST", `/api/orders/${placed.order_id}/cancel`, {});
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toContain("fulfil, cancel or refund orders");
    });
  },
  world.env,
);
