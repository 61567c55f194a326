import { describe, expect, it } from "vitest";
import { normalisePrice } from "./prices";

describe("normalisePrice", () => {
  it("writes an amount in rand as R 320", () => {
    const cases: [string, string][] = [
      ["320", "R 320"],
      ["R320", "R 320"],
      ["r 320", "R 320"],
      ["R 320.00", "R 320"],
      ["ZAR 320", "R 320"],
      ["1350", "R 1 350"],
      ["R1,350", "R 1 350"],
      ["R 1 350", "R 1 350"],
      ["R\u00a01\u00a0350", "R 1 350"],
      ["24000", "R 24 000"],
      ["1234567", "R 1 234 567"],
      ["89.5", "R 89.50"],
      ["R 89,50", "R 89.50"],
      ["0", "R 0"],
    ];
    for (const [typed, price] of cases) expect(normalisePrice(typed), typed).toBe(price);
  });

  it("writes a starting price as From R 1 200", () => {
    expect(normalisePrice("from 1200")).toBe("From R 1 200");
    expect(normalisePrice("From R 450")).toBe("From R 450");
    expect(normalisePrice("FROM r1 350")).toBe("From R 1 350");
  });

  it("keeps words after an amount with its rand sign", () => {
    expect(normalisePrice("R450 per hour")).toBe("R 450 per hour");
    expect(normalisePrice("from R 150 by courier")).toBe("From R 150 by courier");
  });

  it("keeps what is not an amount as written", () => {
    for (const typed of ["", "Free quote", "3 for R100", "R", "on request", "R 1.350,00", " Free "]) {
      expect(normalisePrice(typed), typed).toBe(typed.trim());
    }
  });

  it("writes every template's sample price unchanged", () => {
    for (const price of ["From R 320", "R 280", "From R 1 350", "From R 18 500", "R 38", "Free quote"]) {
      expect(normalisePrice(price)).toBe(price);
    }
  });
});
