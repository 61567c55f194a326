// The environment of billing: how PayFast is reached, who issues the invoices, where an EFT goes, and
// who operates the installation. Read with the rest of the environment by loadEnv.
import { isIP } from "node:net";
import { z } from "zod";

/** PayFast's published addresses its notifications come from (docs/product.md#payments). */
const PAYFAST_SOURCES = [
  "197.97.145.144/28",
  "41.74.179.192/27",
  "102.216.36.0/28",
  "102.216.36.128/28",
  "144.126.193.139/32",
];

const url = (example: string) => z.string().url(`must be a URL such as ${example}`);

function isCidr(value: string): boolean {
  const [address = "", bits, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (family === 4 ? 32 : 128);
}

export const billingEnvSchema = z.object({
  PAYFAST_MERCHANT_ID: z.string().regex(/^\d+$/, "must be PayFast's merchant ID, digits such as 10000100").optional(),
  PAYFAST_MERCHANT_KEY: z.string().min(1).optional(),
  PAYFAST_PASSPHRASE: z.string().min(1).optional(),
  PAYFAST_URL: url("https://sandbox.payfast.co.za/eng/process").default("https://sandbox.payfast.co.za/eng/process"),
  PAYFAST_VALIDATE_URL: url("https://sandbox.payfast.co.za/eng/query/validate").default(
    "https://sandbox.payfast.co.za/eng/query/validate",
  ),
  PAYFAST_API_URL: url("https://api.payfast.co.za")
    .transform((value) => value.replace(/\/+$/, ""))
    .default("https://api.payfast.co.za"),
  PAYFAST_ITN_SOURCES: z
    .string()
    .transform((value) => value.split(",").map((range) => range.trim()))
    .refine((ranges) => ranges.every(isCidr), {
      message: "must be IP addresses or ranges, comma-separated, such as 197.97.145.144/28,127.0.0.1",
    })
    .optional(),
  BILLING_ISSUER_NAME: z.string().min(1).optional(),
  BILLING_ISSUER_ADDRESS: z.string().min(1).optional(),
  BILLING_ISSUER_VAT_NUMBER: z
    .string()
    .regex(/^4\d{9}$/, "must be a South African VAT number: ten digits starting with 4")
    .optional(),
  BILLING_BANK_ACCOUNT: z.string().min(1).optional(),
  PLATFORM_ADMINS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((emails) => emails.every((email) => /^[^@\s]+@[^@\s]+$/.test(email)), {
      message: "must be email addresses, comma-separated",
    })
    .optional(),
});

type RawBillingEnv = z.infer<typeof billingEnvSchema>;

/** The merchant account card payments go to; undefined when not configured (EFT only). */
export type PayfastConfig = {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** The payment page the browser's form posts to. */
  processUrl: string;
  /** Where a notification is posted back to be confirmed. */
  validateUrl: string;
  /** The merchant API (subscriptions), without a trailing slash. */
  apiUrl: string;
  /** The addresses (CIDR ranges) notifications may come from. */
  itnSources: string[];
};

export type PayfastEndpoints = Omit<PayfastConfig, "merchantId" | "merchantKey" | "passphrase">;

/** Who issues the tax invoices, as printed on them. */
export type Issuer = { name: string; address: string; vatNumber: string };

export type BillingEnv = {
  payfast?: PayfastConfig;
  /** Where PayFast is reached whatever the merchant: shops take payments into their own accounts through it. */
  payfastEndpoints: PayfastEndpoints;
  issuer: Issuer;
  /** The bank account an EFT is paid into, as printed on an open invoice. */
  bankAccount: string;
  /** The installation's operators, by email, lower-case: they mark EFT invoices paid. */
  platformAdmins: string[];
};

/** Placeholders where billing is off or under development; production with BILLING=on must name its own. */
const EXAMPLE_ISSUER: Issuer = {
  name: "Webcraft (Pty) Ltd",
  address: "1 Example Street, Cape Town, 8001",
  vatNumber: "4000000000",
};
const EXAMPLE_BANK = "Example Bank, account 0000000000, branch code 000000";

/** The billing part of the environment, or the problems with it (each "NAME: message"). */
export function readBillingEnv(raw: RawBillingEnv, { production, billing }: { production: boolean; billing: boolean }) {
  const problems: string[] = [];
  const merchant = [raw.PAYFAST_MERCHANT_ID, raw.PAYFAST_MERCHANT_KEY];
  if (merchant.some(Boolean) && !merchant.every(Boolean)) {
    problems.push("PAYFAST_MERCHANT_KEY: PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY must be set together");
  }
  // Plans are subscriptions, which PayFast signs with the passphrase set in the merchant's settings.
  if (merchant.every(Boolean) && !raw.PAYFAST_PASSPHRASE) {
    problems.push("PAYFAST_PASSPHRASE: subscriptions need the passphrase set in PayFast's settings");
  }
  const issuerSet = raw.BILLING_ISSUER_NAME && raw.BILLING_ISSUER_ADDRESS && raw.BILLING_ISSUER_VAT_NUMBER;
  if (production && billing && !issuerSet) {
    problems.push(
      "BILLING_ISSUER_NAME: with BILLING=on in production, BILLING_ISSUER_NAME, BILLING_ISSUER_ADDRESS and BILLING_ISSUER_VAT_NUMBER name who issues the tax invoices",
    );
  }
  const payfastEndpoints: PayfastEndpoints = {
    processUrl: raw.PAYFAST_URL,
    validateUrl: raw.PAYFAST_VALIDATE_URL,
    apiUrl: raw.PAYFAST_API_URL,
    itnSources: raw.PAYFAST_ITN_SOURCES ?? PAYFAST_SOURCES,
  };
  const env: BillingEnv = {
    payfastEndpoints,
    payfast:
      raw.PAYFAST_MERCHANT_ID && raw.PAYFAST_MERCHANT_KEY && raw.PAYFAST_PASSPHRASE
        ? {
            merchantId: raw.PAYFAST_MERCHANT_ID,
            merchantKey: raw.PAYFAST_MERCHANT_KEY,
            passphrase: raw.PAYFAST_PASSPHRASE,
            ...payfastEndpoints,
          }
        : undefined,
    issuer: issuerSet
      ? {
          name: raw.BILLING_ISSUER_NAME ?? "",
          address: raw.BILLING_ISSUER_ADDRESS ?? "",
          vatNumber: raw.BILLING_ISSUER_VAT_NUMBER ?? "",
        }
      : EXAMPLE_ISSUER,
    bankAccount: raw.BILLING_BANK_ACCOUNT ?? EXAMPLE_BANK,
    platformAdmins: raw.PLATFORM_ADMINS ?? [],
  };
  return { env, problems };
}
