import { z } from "zod";

/** The most a shop sells at once of one variant, and the most variants a product has. */
export const MAX_QUANTITY = 999;
export const MAX_VARIANTS = 100;
/** A variant with this many or fewer left counts as running low. */
export const LOW_STOCK = 5;

/** An amount in cents, from nothing to R 1 000 000.00; `what` names it in the messages. */
export const centsSchema = (what: string) =>
  z
    .number({ message: `${what} is an amount in cents` })
    .int(`${what} is a whole number of cents`)
    .min(0, `${what} cannot be negative`)
    .max(100_000_000, `${what} is at most R 1 000 000.00`);

/** Option names and values: `{ "Size": "Large", "Colour": "Red" }`; empty for a product with one version. */
export const variantOptionsSchema = z
  .record(
    z.string().trim().min(1, "Name each option").max(40, "An option's name is at most 40 characters"),
    z.string().trim().min(1, "Give each option a value").max(60, "An option's value is at most 60 characters"),
  )
  .refine((options) => Object.keys(options).length <= 3, { message: "A variant has at most 3 options" });

export const variantInputSchema = z.object({
  /** An existing variant's id when a product is changed; left out for a new one. */
  id: z.string().optional(),
  sku: z
    .string()
    .trim()
    .min(1, "Give each variant a SKU")
    .max(64, "A SKU is at most 64 characters")
    .regex(/^[A-Za-z0-9._\-/]+$/, "A SKU is letters, digits and . _ - /"),
  options: variantOptionsSchema.default({}),
  price_cents: centsSchema("The price"),
  compare_at_cents: centsSchema("The compare-at price").nullable().default(null),
  /** On hand; null: unlimited. Changing it on an existing variant is recorded in the stock ledger. */
  stock: z
    .number({ message: "Stock is a whole number, or null for unlimited" })
    .int("Stock is a whole number")
    .min(0, "Stock cannot be negative")
    .max(1_000_000)
    .nullable(),
});

const productFields = {
  title: z.string().trim().min(1, "Enter the product's title").max(200, "A title is at most 200 characters"),
  /** Lower-case letters, digits and hyphens; made from the title when left out. */
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A slug is lower-case letters, digits and single hyphens")
    .max(100)
    .optional(),
  /** Rich text as HTML; stored sanitised (paragraphs, emphasis, lists, links). */
  description: z.string().max(20_000, "A description is at most 20 000 characters").default(""),
  status: z.enum(["draft", "active"], { message: 'Status is "draft" or "active"' }).default("draft"),
  /** Media library ids of the product's pictures, first shown first. */
  image_ids: z.array(z.string()).max(20, "A product has at most 20 pictures").default([]),
  /** Also offer "Order on WhatsApp" (the site's WhatsApp number) beside the cart. */
  whatsapp_order: z.boolean().default(false),
  variants: z
    .array(variantInputSchema)
    .min(1, "A product needs at least one variant")
    .max(MAX_VARIANTS, `A product has at most ${MAX_VARIANTS} variants`),
};

export const createProductSchema = z.object(productFields);
/** A change: only the fields given change, so none falls back to its default. */
export const updateProductSchema = z
  .object({
    ...productFields,
    description: productFields.description.unwrap(),
    status: productFields.status.unwrap(),
    image_ids: productFields.image_ids.unwrap(),
    whatsapp_order: productFields.whatsapp_order.unwrap(),
  })
  .partial();

export const variantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  /** "Large / Red"; the product's title alone where there are no options. */
  title: z.string(),
  price_cents: z.number().int(),
  compare_at_cents: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  /** Held by checkouts not paid yet. */
  reserved: z.number().int(),
  /** What may still be bought: stock less what is held; null: unlimited. */
  available: z.number().int().nullable(),
});

export const productImageSchema = z.object({ id: z.string(), path: z.string(), url: z.string() });

export const productSchema = z.object({
  id: z.string(),
  store_id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(["draft", "active"]),
  image_ids: z.array(z.string()),
  /** The pictures that are still in the media library, in order: their paths under /media/. */
  images: z.array(productImageSchema),
  whatsapp_order: z.boolean(),
  variants: z.array(variantSchema),
  created_at: z.string(),
  updated_at: z.string(),
});

export const productListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(["draft", "active"]).optional(),
});

export const bulkStatusSchema = z.object({
  product_ids: z.array(z.string()).min(1, "Choose at least one product").max(500),
  status: z.enum(["draft", "active"], { message: 'Status is "draft" or "active"' }),
});

export const stockChangeSchema = z.object({
  variant_id: z.string().min(1, "Choose the variant"),
  change: z
    .number({ message: "The change is a whole number" })
    .int("The change is a whole number")
    .refine((change) => change !== 0, { message: "The change cannot be 0" }),
  reason: z.string().trim().min(1, "Say why the stock changes").max(200, "A reason is at most 200 characters"),
});

export const stockMovementSchema = z.object({
  id: z.string(),
  variant_id: z.string(),
  change: z.number().int(),
  reason: z.string(),
  order_number: z.number().int().nullable(),
  /** The member's name; null for the buyer or the system. */
  by: z.string().nullable(),
  created_at: z.string(),
});

/** A CSV import's outcome; when any row is wrong nothing is imported and `errors` lists each by row. */
export const productImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export const productImportErrorSchema = z.object({ row: z.number().int(), message: z.string() });

export type Variant = z.infer<typeof variantSchema>;
export type VariantInput = z.infer<typeof variantInputSchema>;
export type Product = z.infer<typeof productSchema>;
export type CreateProductInput = z.infer<typeof createProductSchema>;
export type UpdateProductInput = z.infer<typeof updateProductSchema>;
export type StockMovement = z.infer<typeof stockMovementSchema>;
export type ProductImportError = z.infer<typeof productImportErrorSchema>;
