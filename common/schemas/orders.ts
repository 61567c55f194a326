import { z } from "zod";
import { MAX_QUANTITY } from "./products";

export const ORDER_STATUSES = ["pending_payment", "paid", "fulfilled", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How long a checkout holds its stock for the buyer to pay. */
export const RESERVATION_MINUTES = 15;

export const customerSchema = z.object({
  name: z.string().trim().min(1, "Enter your name").max(120, "A name is at most 120 characters"),
  email: z.string().trim().max(254).email("Enter a valid email address"),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a phone number, such as 082 555 0101"),
  /** Where to deliver; may be empty for collection. */
  address: z.string().trim().max(500, "An address is at most 500 characters").default(""),
});

export const checkoutItemSchema = z.object({
  variant_id: z.string().min(1),
  quantity: z
    .number({ message: "A quantity is a whole number" })
    .int("A quantity is a whole number")
    .min(1, "A quantity is at least 1")
    .max(MAX_QUANTITY, `A quantity is at most ${MAX_QUANTITY}`),
});

/** What the checkout on a site host takes, as JSON or as the fields of its HTML form. */
export const checkoutSchema = z
  .object({
    items: z.array(checkoutItemSchema).min(1, "Your cart is empty").max(50, "A cart holds at most 50 lines"),
    customer: customerSchema,
    shipping_option: z.enum(["flat", "collection"], { message: "Choose delivery or collection" }),
  })
  .refine((input) => input.shipping_option !== "flat" || input.customer.address.length > 0, {
    message: "Enter the address to deliver to",
    path: ["customer", "address"],
  });

export const checkoutResultSchema = z.object({
  order_id: z.string(),
  number: z.number().int(),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Where the buyer pays: a page on the site that goes on to PayFast, or shows the EFT details. */
  payment_url: z.string(),
});

export const orderLineSchema = z.object({
  product_id: z.string(),
  variant_id: z.string(),
  title: z.string(),
  variant_title: z.string(),
  unit_price_cents: z.number().int(),
  quantity: z.number().int(),
  line_total_cents: z.number().int(),
});

export const orderEventSchema = z.object({
  kind: z.enum(["placed", "paid", "fulfilled", "cancelled", "refunded", "expired", "note"]),
  /** The member's name; null for the buyer or the system. */
  by: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
});

const orderFields = {
  id: z.string(),
  store_id: z.string(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  subtotal_cents: z.number().int(),
  shipping_cents: z.number().int(),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
  shipping_option: z.enum(["flat", "collection"]),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  payment_method: z.enum(["payfast", "eft"]),
  created_at: z.string(),
};

export const orderSummarySchema = z.object({ ...orderFields, items: z.number().int() });

export const orderSchema = z.object({
  ...orderFields,
  notes: z.string(),
  tracking_number: z.string().nullable(),
  /** Until when an unpaid order holds its stock. */
  reserved_until: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The buyer's status page on the site. */
  status_url: z.string(),
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
  updated_at: z.string(),
});

export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** An order number, or part of the buyer's name or email. */
  q: z.string().max(200).optional(),
});

const note = z.string().trim().max(1000, "A note is at most 1000 characters").default("");
export const fulfilSchema = z.object({
  tracking_number: z.string().trim().max(100, "A tracking number is at most 100 characters").default(""),
  note,
});
export const orderActionSchema = z.object({ note });
export const orderNoteSchema = z.object({ note: z.string().trim().min(1, "Write the note").max(1000) });

export type Customer = z.infer<typeof customerSchema>;
export type CheckoutInput = z.infer<typeof checkoutSchema>;
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderEvent = z.infer<typeof orderEventSchema>;
