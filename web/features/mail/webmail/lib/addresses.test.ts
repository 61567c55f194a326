import { describe, expect, it } from "vitest";
import { addressProblem, parseAddresses } from "./addresses";

describe("parseAddresses", () => {
  it("splits at commas, semicolons and lines, takes a name's address, lower-cases and keeps each once", () => {
    expect(parseAddresses("Thandi <Thandi@Customer.test>, pieter@supplier.test;\nthandi@customer.test ,")).toEqual({
      valid: ["thandi@customer.test", "pieter@supplier.test"],
      invalid: [],
    });
  });

  it("names what is not an address, as typed", () => {
    const parsed = parseAddresses("anna@example.test, not-an-address, bob@nowhere");
    expect(parsed.valid).toEqual(["anna@example.test"]);
    expect(addressProblem(parsed)).toBe("Enter a valid email address: not-an-address, bob@nowhere");
    expect(addressProblem(parseAddresses(""))).toBeNull();
  });
});
