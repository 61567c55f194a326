// The stock ledger: opening stock, the editor's counts and the stock dialog's changes, newest first with
// who made them and the order behind them; never below what unpaid orders hold; unlimited variants;
// variants that unpaid orders hold stay.
import type { Product, StockMovement } from "@common/schemas/products";
import { expect, it } from "vitest";
import { commerceDb } from "../../db/commerce-db";
import { nowIso } from "../../db/values";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb, type TestApp } from "../../test/test-app";

const SHIRT = {
  title: "Linen Shirt",
  variants: [
    { sku: "SHIRT-L-RED", options: { Size: "Large", Colour: "Red" }, price_cents: 49_900, stock: 5 },
    { sku: "SHIRT-S-RED", options: { Size: "Small", Colour: "Red" }, price_cents: 45_000, stock: null },
  ],
};

/** An owner's shop with the shirt in it, and the ways the tests change its stock. */
async function shopWithShirt(app: TestApp) {
  const team = await signedUpOwner(app);
  const site = await team.api.createSite("Karoo Linen");
  const shop = await team.api.call<{ id: string }>("POST", "/api/stores", {
    site_id: site.id,
    name: "Karoo Linen",
    vat_registered: false,
    shipping: { flat_rate_cents: 6_000, free_over_cents: null, collection_address: null },
  });
  const { body: shirt } = await team.api.call<Product>("POST", `/api/stores/${shop.body.id}/products`, SHIRT);
  const [large, small] = shirt.variants.map((variant) => variant.id);
  const path = `/api/products/${shirt.id}`;
  const change = (variant_id: string | undefined, by: number, reason = "Counted the shelf") =>
    team.api.call<Product & ErrorBody>("POST", `${path}/stock`, { variant_id, change: by, reason });
  const ledger = async () =>
    (await team.api.call<{ movements: StockMovement[] }>("GET", `${path}/stock`)).body.movements;
  /** What unpaid orders hold of a variant, as a checkout would have set it. */
  const hold = (variantId: string | undefined, reserved: number) =>
    commerceDb(app.deps.db)
      .updateTable("product_variants")
      .set({ reserved })
      .where("id", "=", variantId ?? "")
      .execute();
  /** The shirt's variants, with `stock` for the large one. */
  const withLarge = (stock: number | null) => [
    { ...SHIRT.variants[0], id: large, stock },
    { ...SHIRT.variants[1], id: small },
  ];
  return { ...team, shopId: shop.body.id, shirt, large, small, path, change, ledger, hold, withLarge };
}

const lines = (movements: StockMovement[]) => movements.map((m) => [m.change, m.reason]);

describeEachDb("the stock ledger", (use) => {
  it("records opening stock, the editor's counts and the stock dialog's changes, newest first and by whom", async () => {
    const team = await shopWithShirt(use());
    expect(lines(await team.ledger())).toEqual([[5, "Opening stock"]]);
    const set = await team.api.call<Product>("PATCH", team.path, { variants: team.withLarge(3) });
    expect(set.body.variants[0]).toMatchObject({ stock: 3, available: 3 });
    const added = await team.change(team.large, 12, "Delivery from the weaver");
    expect(added.status).toBe(200);
    expect(added.body.variants[0]).toMatchObject({ title: "Large / Red", stock: 15, available: 15 });
    const taken = await team.change(team.large, -1, "Damaged in the shop");
    expect(taken.body.variants[0]?.stock).toBe(14);
    const movements = await team.ledger();
    expect(lines(movements)).toEqual([
      [-1, "Damaged in the shop"],
      [12, "Delivery from the weaver"],
      [-2, "Set in the product editor"],
      [5, "Opening stock"],
    ]);
    expect(new Set(movements.map((m) => m.by))).toEqual(new Set([team.user.name]));
    expect(new Set(movements.map((m) => m.variant_id))).toEqual(new Set([team.large]));
    expect(movements.every((m) => m.order_number === null)).toBe(true);
    // The same count again changes nothing, so nothing is recorded.
    await team.api.call("PATCH", team.path, { variants: team.withLarge(14) });
    expect(await team.ledger()).toHaveLength(4);
  });

  it("never takes the stock below what unpaid orders hold", async () => {
    const team = await shopWithShirt(use());
    await team.hold(team.large, 3);
    const tooMany = await team.change(team.large, -4);
    expect([tooMany.status, tooMany.body.error.message]).toEqual([
      409,
      "Only 2 can be taken off: 3 are held by unpaid orders",
    ]);
    const two = await team.change(team.large, -2);
    expect(two.body.variants[0]).toMatchObject({ stock: 3, reserved: 3, available: 0 });
    const none = await team.change(team.large, -1);
    expect(none.body.error.message).toBe("None can be taken off: 3 are held by unpaid orders");
    const edited = await team.api.call<ErrorBody>("PATCH", team.path, { variants: team.withLarge(1) });
    expect([edited.status, edited.body.error.message]).toEqual([
      409,
      "None can be taken off: 3 are held by unpaid orders",
    ]);
    await team.hold(team.large, 1);
    const oneHeld = await team.change(team.large, -3);
    expect(oneHeld.body.error.message).toBe("Only 2 can be taken off: 1 is held by unpaid orders");
    await team.hold(team.large, 0);
    const noneHeld = await team.change(team.large, -4);
    expect(noneHeld.body.error.message).toBe("Only 3 can be taken off: there are 3 in stock");
    expect(lines(await team.ledger())).toEqual([
      [-2, "Counted the shelf"],
      [5, "Opening stock"],
    ]);
  });

  it("has no count to change for an unlimited variant, until the editor sets one", async () => {
    const team = await shopWithShirt(use());
    const unlimited = await team.change(team.small, 5);
    expect([unlimited.status, unlimited.body.error.message]).toEqual([409, "This variant's stock is unlimited"]);
    const counted = await team.api.call<Product>("PATCH", team.path, {
      variants: [
        { ...SHIRT.variants[0], id: team.large, stock: null },
        { ...SHIRT.variants[1], id: team.small, stock: 4 },
      ],
    });
    expect(counted.body.variants.map((v) => [v.stock, v.available])).toEqual([
      [null, null],
      [4, 4],
    ]);
    expect((await team.ledger()).map((m) => [m.variant_id, m.change, m.reason])).toEqual([
      [team.small, 4, "Set in the product editor"],
      [team.large, 5, "Opening stock"],
    ]);
    expect((await team.change(team.small, -1)).body.variants[1]?.stock).toBe(3);
    expect((await team.change(team.large, -1)).status).toBe(409);
  });

  it("keeps a variant that unpaid orders hold, and names the order behind a movement", async () => {
    const app = use();
    const team = await shopWithShirt(app);
    await team.hold(team.large, 2);
    const dropped = await team.api.call<ErrorBody>("PATCH", team.path, {
      variants: [{ ...SHIRT.variants[1], id: team.small }],
    });
    expect([dropped.status, dropped.body.error.message]).toEqual([
      409,
      "Large / Red is held by unpaid orders and cannot be removed",
    ]);
    expect((await team.api.call<Product>("GET", team.path)).body.variants).toHaveLength(2);
    await team.hold(team.large, 0);
    expect((await team.api.call("PATCH", team.path, { variants: [SHIRT.variants[1]] })).status).toBe(200);

    const commerce = commerceDb(app.deps.db);
    const now = nowIso();
    await commerce
      .insertInto("orders")
      .values({
        id: "order-1",
        organization_id: team.organization.id,
        store_id: team.shopId,
        number: 7,
        status: "paid",
        subtotal_cents: 45_000,
        shipping_cents: 0,
        vat_cents: 0,
        total_cents: 45_000,
        shipping_option: "collection",
        customer: "{}",
        notes: "",
        reserved_until: null,
        access_key: "key",
        payment_method: "eft",
        gateway_payment_id: null,
        tracking_number: null,
        paid_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { body } = await team.api.call<Product>("GET", team.path);
    await commerce
      .insertInto("stock_movements")
      .values({
        id: "movement-1",
        store_id: team.shopId,
        product_id: team.shirt.id,
        variant_id: body.variants[0]?.id ?? "",
        change: -1,
        reason: "Sold",
        order_id: "order-1",
        user_id: null,
        created_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const [sold] = await team.ledger();
    expect(sold).toMatchObject({ change: -1, reason: "Sold", order_number: 7, by: null });
  });

  it("changes the stock of this product's variants only", async () => {
    const team = await shopWithShirt(use());
    const { body: other } = await team.api.call<Product>("POST", `/api/stores/${team.shopId}/products`, {
      title: "Apron",
      variants: [{ sku: "APRON", price_cents: 1_000, stock: 2 }],
    });
    const wrong = await team.change(other.variants[0]?.id, 1);
    expect([wrong.status, wrong.body.error.message]).toEqual([404, "This product has no such variant"]);
    const zero = await team.change(team.large, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toContain("The change cannot be 0");
  });
});
