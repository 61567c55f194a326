import { hashPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { passwordHashing } from "./password-hash";

describe("password hashing", () => {
  it("checks a password Better Auth hashed by its default, so accounts made before still sign in", async () => {
    const hash = await hashPassword("a sturdy password");
    const production = passwordHashing("production");
    expect(await production.verify({ hash, password: "a sturdy password" })).toBe(true);
    expect(await production.verify({ hash, password: "a sturdy passwore" })).toBe(false);
  });

  it("hashes at the full cost outside tests, with a salt of its own each time", async () => {
    const production = passwordHashing("production");
    const [first, second] = [await production.hash("hunter22"), await production.hash("hunter22")];
    expect(first).not.toBe(second);
    expect(await production.verify({ hash: first, password: "hunter22" })).toBe(true);
    // A test-cost key is another key: the two costs never stand in for each other.
    expect(await passwordHashing("test").verify({ hash: first, password: "hunter22" })).toBe(false);
  });

  it("refuses a stored value that is not salt:key, without throwing", async () => {
    expect(await passwordHashing("test").verify({ hash: "garbage", password: "x" })).toBe(false);
  });
});
