import { describe, expect, it } from "vitest";
import { parseRand, randInput } from "./rand";

describe("amounts typed in rand", () => {
  it("become whole cents without floating-point slips", () => {
    expect(parseRand("249.99")).toBe(24999);
    expect(parseRand("0.29")).toBe(29);
    expect(parseRand("19.9")).toBe(1990);
    expect(parseRand("249")).toBe(24900);
    expect(parseRand("249.")).toBe(24900);
    expect(parseRand("0")).toBe(0);
    // Every two-decimal amount up to R 100 reads back as typed.
    for (let cents = 0; cents <= 10_000; cents += 7) expect(parseRand(randInput(cents))).toBe(cents);
  });

  it("take the ways people write them: a leading R, spaces between thousands, a decimal comma", () => {
    expect(parseRand("R 249.00")).toBe(24900);
    expect(parseRand(" r1 249,50 ")).toBe(124950);
    expect(parseRand("1 000 000")).toBe(100_000_000);
  });

  it("refuse what is not an amount, or more than R 1 000 000", () => {
    for (const text of ["", "R", "abc", "-5", "1.234", "1.2.3", "12e3", "1 000 000.01", "99999999"]) {
      expect(parseRand(text), text).toBeNull();
    }
  });

  it("show cents in a field as rand with two decimals", () => {
    expect(randInput(24999)).toBe("249.99");
    expect(randInput(5)).toBe("0.05");
    expect(randInput(100_000_000)).toBe("1000000.00");
    expect(randInput(null)).toBe("");
  });
});
