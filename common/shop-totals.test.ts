// Order totals against cases worked out by hand: cents, delivery rules, and VAT as total × 15/115
// rounded half-up (done on paper with exact fractions).
import { describe, expect, it } from "vitest";
import { orderTotals, type ShippingRules } from "./shop-totals";

const DELIVERY: ShippingRules = { flat_rate_cents: 6_000, free_over_cents: 50_000, collection_address: "12 Church St" };
const line = (unit_price_cents: number, quantity = 1) => ({ unit_price_cents, quantity });

describe("order totals", () => {
  const cases: [
    string,
    ReturnType<typeof line>[],
    boolean,
    ShippingRules,
    "flat" | "collection",
    [number, number, number, number],
  ][] = [
    // subtotal, shipping, VAT, total
    [
      "R 249.00 delivered: 30 900 × 3/23 = 4 030.43",
      [line(24_900)],
      true,
      DELIVERY,
      "flat",
      [24_900, 6_000, 4_030, 30_900],
    ],
    [
      "R 500.00 exactly: delivery free, 6 521.74 → 6 522",
      [line(25_000, 2)],
      true,
      DELIVERY,
      "flat",
      [50_000, 0, 6_522, 50_000],
    ],
    [
      "R 499.99: one cent short of free delivery",
      [line(49_999)],
      true,
      DELIVERY,
      "flat",
      [49_999, 6_000, 7_304, 55_999],
    ],
    [
      "collected: no delivery, 1 304.35 → 1 304",
      [line(10_000)],
      true,
      DELIVERY,
      "collection",
      [10_000, 0, 1_304, 10_000],
    ],
    ["4 cents: 0.52 rounds up to 1", [line(4)], true, { ...DELIVERY, flat_rate_cents: 0 }, "flat", [4, 0, 1, 4]],
    ["R 1.99: 25.96 → 26", [line(199)], true, { ...DELIVERY, flat_rate_cents: 0 }, "flat", [199, 0, 26, 199]],
    [
      "lines add up before delivery",
      [line(1_250, 3), line(4_999, 2)],
      true,
      DELIVERY,
      "flat",
      [13_748, 6_000, 2_576, 19_748],
    ],
    ["not VAT registered: no VAT", [line(24_900)], false, DELIVERY, "flat", [24_900, 6_000, 0, 30_900]],
    [
      "no free-delivery amount: always charged",
      [line(90_000)],
      true,
      { ...DELIVERY, free_over_cents: null },
      "flat",
      [90_000, 6_000, 12_522, 96_000],
    ],
  ];
  for (const [name, lines, vatRegistered, shipping, option, [subtotal, delivery, vat, total]] of cases) {
    it(name, () => {
      expect(orderTotals(lines, { vat_registered: vatRegistered, shipping }, option)).toEqual({
        subtotal_cents: subtotal,
        shipping_cents: delivery,
        vat_cents: vat,
        total_cents: total,
      });
    });
  }
});
