import { describe, expect, it } from "vitest";
import { variantInputs } from "./variant-drafts";
import type { VariantDraft } from "./variant-matrix";

const draft = (change: Partial<VariantDraft>): VariantDraft => ({
  key: "k",
  options: { Size: "M" },
  sku: "TEE-M",
  price: "249.99",
  compareAt: "",
  stock: "4",
  unlimited: false,
  ...change,
});

describe("variant rows as the API takes them", () => {
  it("send rand as cents and a new row's typed stock", () => {
    const { inputs, problems } = variantInputs([draft({ compareAt: "299.9" })], () => undefined);
    expect(problems).toEqual({});
    expect(inputs).toEqual([
      { sku: "TEE-M", options: { Size: "M" }, price_cents: 24999, compare_at_cents: 29990, stock: 4 },
    ]);
  });

  it("send a counted row's stock as the server holds it, and null for unlimited", () => {
    const { inputs } = variantInputs(
      [draft({ key: "a", id: "a", stock: "99" }), draft({ key: "b", id: "b", unlimited: true })],
      (row) => (row.id === "a" ? 7 : 2),
    );
    expect(inputs.map((input) => input.stock)).toEqual([7, null]);
  });

  it("name each row's problems by field", () => {
    const { inputs, problems } = variantInputs(
      [draft({ key: "x", sku: "bad sku", price: "12.345", compareAt: "lots", stock: "-1" })],
      () => undefined,
    );
    expect(inputs).toEqual([]);
    expect(Object.keys(problems.x ?? {})).toEqual(["sku", "price", "compareAt", "stock"]);
  });
});
