import { z } from "zod";

const cents = (what: string) =>
  z
    .number({ message: `${what} is an amount in cents` })
    .int(`${what} is a whole number of cents`)
    .min(0, `${what} cannot be negative`)
    .max(100_000_000, `${what} is at most R 1 000 000.00`);

/** How a shop gets orders to buyers: a delivery rate (free from an amount, if set) and collection. */
export const shippingSchema = z
  .object({
    flat_rate_cents: cents("The delivery rate").nullable(),
    free_over_cents: cents("The free-delivery amount").nullable(),
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

const storeFields = {
  name: z.string().trim().min(1, "Enter the shop's name").max(100, "The shop's name is at most 100 characters"),
  /** Prices are VAT-inclusive either way; a registered shop shows the 15 % VAT in them. */
  vat_registered: z.boolean(),
  shipping: shippingSchema,
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
  created_at: z.string(),
  updated_at: z.string(),
});

export type Store = z.infer<typeof storeSchema>;
export type CreateStoreInput = z.infer<typeof createStoreSchema>;
export type UpdateStoreInput = z.infer<typeof updateStoreSchema>;
