// Fifty buyers press Pay at the same moment for a product with ten left: exactly ten orders are placed and
// paid, everyone else is told how many are left or that it sold out, and the stock never goes below 0.
import type { Order } from "@common/schemas/orders";
import type { Product } from "@common/schemas/products";
import { expect, it } from "vitest";
import { commerceDb } from "../../db/commerce-db";
import { billingWorld } from "../../test/billing-world";
import { BUYER, checkoutJson, payOrderAtPayfast, shopOwner } from "../../test/shop";
import { describeEachDb } from "../../test/test-app";

const world = billingWorld();
const BUYERS = 50;
const IN_STOCK = 10;

describeEachDb(
  "no overselling",
  (use) => {
    it(`sells ${IN_STOCK} to ${BUYERS} buyers checking out at once, and not one more`, async () => {
      world.bind(use());
      const shop = await shopOwner(use(), world);
      const jar = await shop.addProduct("Fig jam", [{ sku: "JAM-FIG", price_cents: 8_500, stock: IN_STOCK }]);
      const variantId = jar.variants[0]?.id ?? "";
      const checkouts = await Promise.all(
        Array.from({ length: BUYERS }, (_, index) =>
          checkoutJson(use(), shop.site.slug, {
            items: [{ variant_id: variantId, quantity: 1 }],
            customer: { ...BUYER, email: `buyer${index}@example.com` },
            shipping_option: "collection",
          }),
        ),
      );
      const placed = checkouts.filter((checkout) => checkout.status === 201);
      const refused = checkouts.filter((checkout) => checkout.status !== 201);
      expect(placed).toHaveLength(IN_STOCK);
      for (const refusal of refused) {
        expect(refusal.status).toBe(409);
        expect(refusal.body.error.code).toBe("OUT_OF_STOCK");
        expect(refusal.body.error.message).toMatch(/^(Only \d+ left of Fig jam|Sold out)$/);
      }
      // Numbered one after another, none twice.
      expect(placed.map((checkout) => checkout.body.number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: IN_STOCK }, (_, index) => index + 1),
      );

      for (const checkout of placed) await payOrderAtPayfast(use(), world, shop.site.slug, checkout.body.payment_url);
      const { body } = await shop.api.call<{ orders: Order[] }>(
        "GET",
        `/api/stores/${shop.store.id}/orders?status=paid`,
      );
      expect(body.orders).toHaveLength(IN_STOCK);
      const after = (await shop.api.call<Product>("GET", `/api/products/${jar.id}`)).body.variants[0];
      expect(after).toMatchObject({ stock: 0, reserved: 0, available: 0 });
      const ledger = await commerceDb(use().deps.db)
        .selectFrom("stock_movements")
        .select(["change", "reason"])
        .where("variant_id", "=", variantId)
        .orderBy("created_at")
        .execute();
      expect(ledger.reduce((sum, movement) => sum + movement.change, 0)).toBe(0);
      expect(ledger.filter((movement) => movement.reason === "Sold")).toHaveLength(IN_STOCK);
    });
  },
  world.env,
);
