import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

const dataDir = () => mkdtempSync(join(tmpdir(), "webcraft-env-"));
const ISSUER = {
  BILLING_ISSUER_NAME: "Webcraft (Pty) Ltd",
  BILLING_ISSUER_ADDRESS: "1 Long Street, Cape Town",
  BILLING_ISSUER_VAT_NUMBER: "4123456789",
};

describe("the billing environment", () => {
  it("leaves card payments off and uses placeholders for the issuer when nothing is set", () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env.payments.payfast).toBeUndefined();
    expect(env.payments.issuer.name).toBe("Webcraft (Pty) Ltd");
    expect(env.payments.platformAdmins).toEqual([]);
  });

  it("reads PayFast with its sandbox pages and published source ranges by default", () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      PAYFAST_MERCHANT_ID: "10000100",
      PAYFAST_MERCHANT_KEY: "key",
      PAYFAST_PASSPHRASE: "a passphrase",
    });
    expect(env.payments.payfast).toMatchObject({
      merchantId: "10000100",
      processUrl: "https://sandbox.payfast.co.za/eng/process",
      validateUrl: "https://sandbox.payfast.co.za/eng/query/validate",
      apiUrl: "https://api.payfast.co.za",
    });
    expect(env.payments.payfast?.itnSources).toContain("197.97.145.144/28");
  });

  it("says what is wrong: half a merchant, a bad range, a bad VAT number, no issuer in production", () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), PAYFAST_MERCHANT_ID: "10000100" })).toThrow(/set together/);
    const noPassphrase = { DATA_DIR: dataDir(), PAYFAST_MERCHANT_ID: "10000100", PAYFAST_MERCHANT_KEY: "key" };
    expect(() => loadEnv(noPassphrase)).toThrow(/PAYFAST_PASSPHRASE: subscriptions need/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), PAYFAST_ITN_SOURCES: "1.2.3.4/40" })).toThrow(/PAYFAST_ITN_SOURCES/);
    expect(() => loadEnv({ DATA_DIR: dataDir(), BILLING_ISSUER_VAT_NUMBER: "123" })).toThrow(/ten digits/);
    const production = { DATA_DIR: dataDir(), NODE_ENV: "production", BILLING: "on" };
    expect(() => loadEnv(production)).toThrow(/who issues the tax invoices/);
    expect(loadEnv({ ...production, ...ISSUER }).payments.issuer.vatNumber).toBe("4123456789");
  });

  it("names the installation's operators by email, in lower case", () => {
    const env = loadEnv({ DATA_DIR: dataDir(), PLATFORM_ADMINS: " Ops@Example.com, desk@example.com ," });
    expect(env.payments.platformAdmins).toEqual(["ops@example.com", "desk@example.com"]);
    expect(() => loadEnv({ DATA_DIR: dataDir(), PLATFORM_ADMINS: "not-an-email" })).toThrow(/email addresses/);
  });
});
