import type { Store, UpdateStoreInput } from "@common/schemas/commerce";
import { z } from "zod";
import { parseRand, randInput } from "./rand";

const NO_WAY = "Choose at least one way to get orders to buyers: a delivery rate or collection";
const NOT_RAND = "Enter an amount in rand, such as 60.00, or leave it empty";

/** The shop form's fields as typed: amounts in rand, texts empty for none. */
export const storeFormSchema = z
  .object({
    site_id: z.string(),
    name: z.string().trim().min(1, "Enter the shop's name").max(100, "The shop's name is at most 100 characters"),
    vat_registered: z.boolean(),
    flat_rate: z.string(),
    free_over: z.string(),
    collection_address: z.string().trim().max(300, "The collection address is at most 300 characters"),
    payfast_merchant_id: z
      .string()
      .trim()
      .regex(/^(\d{1,20})?$/, "The PayFast merchant ID is digits, such as 10000100"),
    payfast_merchant_key: z.string().trim().max(100, "The PayFast merchant key is at most 100 characters"),
    payfast_passphrase: z.string().trim().max(100, "The PayFast passphrase is at most 100 characters"),
    eft_bank_account: z.string().trim().max(300, "The bank account is at most 300 characters"),
  })
  .superRefine((form, ctx) => {
    const rate = form.flat_rate.trim();
    const over = form.free_over.trim();
    if (rate && parseRand(rate) === null) ctx.addIssue({ code: "custom", path: ["flat_rate"], message: NOT_RAND });
    if (over && parseRand(over) === null) ctx.addIssue({ code: "custom", path: ["free_over"], message: NOT_RAND });
    if (over && !rate) {
      ctx.addIssue({
        code: "custom",
        path: ["free_over"],
        message: "Free delivery from an amount needs a delivery rate",
      });
    }
    if (!rate && !form.collection_address) ctx.addIssue({ code: "custom", path: ["flat_rate"], message: NO_WAY });
  });

export type StoreFormValues = z.input<typeof storeFormSchema>;
type Checked = z.output<typeof storeFormSchema>;

/** The form's start: a new shop's blanks, or a shop's settings (its key and passphrase are never read back). */
export function storeFormDefaults(store: Store | null, siteId = ""): StoreFormValues {
  return {
    site_id: store?.site_id ?? siteId,
    name: store?.name ?? "",
    vat_registered: store?.vat_registered ?? false,
    flat_rate: randInput(store?.shipping.flat_rate_cents),
    free_over: randInput(store?.shipping.free_over_cents),
    collection_address: store?.shipping.collection_address ?? "",
    payfast_merchant_id: store?.payments.payfast_merchant_id ?? "",
    payfast_merchant_key: "",
    payfast_passphrase: "",
    eft_bank_account: store?.payments.eft_bank_account ?? "",
  };
}

const centsOrNull = (text: string) => (text.trim() ? parseRand(text) : null);

/**
 * The checked form as the API takes it. A blank key or passphrase is left out, so the one saved stays;
 * the other texts, emptied, clear what they held.
 */
export function storeInput(
  form: Checked,
): Required<Pick<UpdateStoreInput, "name" | "vat_registered" | "shipping">> & Pick<UpdateStoreInput, "payments"> {
  return {
    name: form.name,
    vat_registered: form.vat_registered,
    shipping: {
      flat_rate_cents: centsOrNull(form.flat_rate),
      free_over_cents: centsOrNull(form.free_over),
      collection_address: form.collection_address || null,
    },
    payments: {
      payfast_merchant_id: form.payfast_merchant_id || null,
      eft_bank_account: form.eft_bank_account || null,
      ...(form.payfast_merchant_key ? { payfast_merchant_key: form.payfast_merchant_key } : {}),
      ...(form.payfast_passphrase ? { payfast_passphrase: form.payfast_passphrase } : {}),
    },
  };
}

/** The form field a refusal's issue is about, from the path the server names ("shipping.free_over_cents"). */
export function fieldOfIssue(path: string): keyof StoreFormValues {
  if (path === "site_id" || path === "name" || path === "vat_registered") return path;
  if (path.endsWith("free_over_cents")) return "free_over";
  if (path.endsWith("collection_address")) return "collection_address";
  if (path.startsWith("shipping")) return "flat_rate";
  const payment = path.replace(/^payments\./, "");
  if (
    payment === "payfast_merchant_id" ||
    payment === "payfast_merchant_key" ||
    payment === "payfast_passphrase" ||
    payment === "eft_bank_account"
  ) {
    return payment;
  }
  return "name";
}

/** Whether buyers have a way to pay the shop: PayFast set up, or a bank account for EFT. */
export function canTakePayment(store: Pick<Store, "payments">): boolean {
  return store.payments.payfast_ready || Boolean(store.payments.eft_bank_account);
}
