import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_CONTRAST } from "./contrast";

describe("contrast with white text", () => {
  it("is 21 for black and 1 for white", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1);
  });
  it("passes a dark teal and fails a light yellow", () => {
    expect(contrastRatio("#0f766e", "#ffffff")).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrastRatio("#facc15", "#ffffff")).toBeLessThan(MIN_CONTRAST);
  });
});
