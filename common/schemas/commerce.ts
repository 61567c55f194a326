import { z } from "zod";
import { centsSchema } from "./products";

/** How a shop gets orders to buyers: a delivery rate (free from an amount, if set) and collection. */
export const shippingSchema = z
  .object({
    flat_rate_cents: centsSchema("The delivery rate").nullable(),
    free_over_cents: centsSchema("The free-delivery amount").nullable(),
    collection_address: z
      .string()
      .trim()
      .min(1)
      .max(300, "The collection address is at most 300 characters")
      .nullable(),
  })
  .refine((shipping) => shipping.flat_rate_cents !== null || shipping.collection_address !== null, {
    message: "Choose at least one way to get orders to buyers: a delivery rate or collection",
  })
  .refine((shipping) => shipping.free_over_cents === null || shipping.flat_rate_cents !== null, {
    message: "Free delivery from an amount needs a delivery rate",
  });

const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} is at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable();

/**
 * How buyers pay the shop: its own PayFast merchant account (key and passphrase are written, never read
 * back), and a bank account for EFT. A shop with neither takes no orders yet.
 */
export const storePaymentsInputSchema = z
  .object({
    payfast_merchant_id: z
      .string()
      .trim()
      .regex(/^(\d{1,20})?$/, "The PayFast merchant ID is digits, such as 10000100")
      .transform((value) => (value === "" ? null : value))
      .nullable(),
    payfast_merchant_key: optionalText("The PayFast merchant key", 100),
    payfast_passphrase: optionalText("The PayFast passphrase", 100),
    eft_bank_account: optionalText("The bank account", 300),
  })
  .partial();

const storeFields = {
  name: z.string().trim().min(1, "Enter the shop's name").max(100, "The shop's name is at most 100 characters"),
  /** Prices are VAT-inclusive either way; a registered shop shows the 15 % VAT in them. */
  vat_registered: z.boolean(),
  shipping: shippingSchema,
  payments: storePaymentsInputSchema.optional(),
};

export const createStoreSchema = z.object({
  site_id: z.string().min(1, "Choose the site the shop sells on"),
  ...storeFields,
});
export const updateStoreSchema = z.object(storeFields).partial();

export const storeSchema = z.object({
  id: z.string(),
  site_id: z.string(),
  name: z.string(),
  currency: z.literal("ZAR"),
  vat_registered: z.boolean(),
  shipping: z.object({
    flat_rate_cents: z.number().int().nullable(),
    free_over_cents: z.number().int().nullable(),
    collection_address: z.string().nullable(),
  }),
  payments: z.object({
    payfast_merchant_id: z.string().nullable(),
    /** Whether the merchant ID, key and passphrase are all set: card payments go to the shop's account. */
    payfast_ready: z.boolean(),
    eft_bank_account: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});

export type Store = z.infer<typeof storeSchema>;

/** A shop as the commerce overview lists it: with its sales, open orders and products running low. */
export const storeOverviewSchema = storeSchema.extend({
  site_name: z.string(),
  sales: z.object({ today_cents: z.number().int(), week_cents: z.number().int(), month_cents: z.number().int() }),
  open_orders: z.number().int(),
  low_stock: z.number().int(),
});
export type StoreOverview = z.infer<typeof storeOverviewSchema>;
export type CreateStoreInput = z.infer<typeof createStoreSchema>;
export type UpdateStoreInput = z.infer<typeof updateStoreSchema>;
