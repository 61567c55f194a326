import { describe, expect, it } from "vitest";
import { generateVariants, optionMatrix, optionsOf, type VariantDraft, variantTitle } from "./variant-matrix";

const row = (options: Record<string, string>, sku: string, price = "100.00"): VariantDraft => ({
  key: sku,
  id: sku,
  options,
  sku,
  price,
  compareAt: "",
  stock: "3",
  unlimited: false,
});

describe("the option matrix", () => {
  it("makes one combination per value of each option, Size × Colour, the first varying slowest", () => {
    const combos = optionMatrix([
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Red", "Blue", "Green"] },
    ]);
    expect(combos).toHaveLength(6);
    expect(combos[0]).toEqual({ Size: "S", Colour: "Red" });
    expect(combos[5]).toEqual({ Size: "M", Colour: "Green" });
    expect(combos.map(variantTitle)).toContain("M / Blue");
  });

  it("leaves out options without a name or values, repeated values and a fourth option", () => {
    expect(optionMatrix([])).toEqual([{}]);
    expect(
      optionMatrix([
        { name: " Size ", values: ["S", " S", ""] },
        { name: "", values: ["x"] },
        { name: "Colour", values: [] },
      ]),
    ).toEqual([{ Size: "S" }]);
    const four = ["A", "B", "C", "D"].map((name) => ({ name, values: ["1", "2"] }));
    expect(optionMatrix(four)).toHaveLength(8);
  });

  it("keeps the rows whose combination stays, adds new ones with a SKU and the first price, drops the rest", () => {
    const current = [row({ Size: "S" }, "TEE-S", "249.99"), row({ Size: "XL" }, "TEE-XL")];
    const next = generateVariants(
      [
        { name: "Size", values: ["S", "M"] },
        { name: "Colour", values: ["Navy blue"] },
      ],
      current,
      "Tee",
    );
    expect(next.map((each) => each.sku)).toEqual(["TEE-S-NAVY-BLUE", "TEE-M-NAVY-BLUE"]);
    expect(next[0]?.price).toBe("249.99");
    expect(next[0]?.id).toBeUndefined();

    const again = generateVariants([{ name: "Size", values: ["S", "M"] }], current, "Tee");
    expect(again[0]).toMatchObject({ id: "TEE-S", sku: "TEE-S", stock: "3" });
    expect(again[1]).toMatchObject({ sku: "TEE-M", stock: "0", unlimited: false });
  });

  it("reads a product's options back from its variants", () => {
    expect(
      optionsOf([
        { options: { Size: "S", Colour: "Red" } },
        { options: { Size: "M", Colour: "Red" } },
        { options: { Size: "S", Colour: "Blue" } },
      ]),
    ).toEqual([
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Red", "Blue"] },
    ]);
  });
});
