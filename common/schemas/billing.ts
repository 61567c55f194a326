import { z } from "zod";
import { COUNTED_LIMITS, PAID_PLAN_IDS, PLAN_IDS } from "../plans";

/** A counted limit's use: how many (or bytes) the organization has, and how many its plan includes (null: no limit). */
export const planUsageSchema = z.object({
  limit: z.enum(COUNTED_LIMITS),
  used: z.number().int(),
  included: z.number().int().nullable(),
});

export const billingPeriodSchema = z.enum(["monthly", "yearly"]);
export const paymentMethodSchema = z.enum(["card", "eft"]);

/** What an invoice is made out to: the organization's billing name, address and VAT number. */
export const billingProfileSchema = z.object({
  name: z.string().trim().min(1, "Enter the name to bill").max(200, "The name is at most 200 characters"),
  address: z.string().trim().max(500, "The address is at most 500 characters"),
  vat_number: z
    .string()
    .trim()
    .regex(/^4\d{9}$/, "A South African VAT number is ten digits starting with 4")
    .nullable(),
});

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  description: z.string(),
  issued_at: z.string(),
  total_cents: z.number().int(),
  vat_cents: z.number().int(),
  /**
   * "open": an EFT awaited; "credited": reversed by a credit note before it was paid; "refunded": paid,
   * then the money given back, with a credit note.
   */
  status: z.enum(["paid", "open", "credited", "refunded"]),
  eft_reference: z.string().nullable(),
  /** For a credit note: the invoice it reverses. */
  credits_invoice_id: z.string().nullable(),
});

/**
 * The active organization's plan. Owners and admins see its usage, features, renewal, grace, invoices
 * and billing details too; other roles see the plan's name only (the rest left out).
 */
export const billingSchema = z.object({
  /** Whether this installation bills (BILLING=on); off, every organization is on Self-hosted. */
  billing_enabled: z.boolean(),
  /** Whether card payments (PayFast) are configured; without them, plans are paid by EFT. */
  card_payments: z.boolean(),
  /** Whether the caller is one of the installation's operators (PLATFORM_ADMINS), who keep the EFT desk. */
  operator: z.boolean(),
  plan: z.object({ id: z.string(), name: z.string(), monthly_cents: z.number().int() }),
  usage: z.array(planUsageSchema).optional(),
  features: z
    .object({ custom_domains: z.boolean(), commerce: z.boolean(), claims: z.boolean(), badge_required: z.boolean() })
    .optional(),
  period: billingPeriodSchema.nullable().optional(),
  renews_at: z.string().nullable().optional(),
  payment_method: paymentMethodSchema.nullable().optional(),
  /** What the plan becomes when the period ends (a downgrade; Free for a cancellation). */
  scheduled: z
    .object({ plan: z.enum(PLAN_IDS), plan_name: z.string(), period: billingPeriodSchema, on: z.string() })
    .nullable()
    .optional(),
  /** Over a limit after a failed payment or a downgrade: until `ends_at` the present plan's limits hold. */
  grace: z
    .object({
      started_at: z.string(),
      ends_at: z.string(),
      reason: z.enum(["payment_failed", "downgrade"]),
      /** The plan that follows, and the limits the organization is over in it. */
      next_plan: z.string(),
      over: z.array(z.object({ limit: z.enum(COUNTED_LIMITS), used: z.number().int(), included: z.number().int() })),
    })
    .nullable()
    .optional(),
  invoices: z.array(invoiceSummarySchema).optional(),
  profile: billingProfileSchema.nullable().optional(),
  /**
   * Paid changes of plan no browser has recorded TIER_CHANGE for yet: an EFT an operator marked paid, or a
   * card payment whose return page was never seen. Billing reports each (POST …/report answers true once).
   */
  unreported_payments: z.array(z.object({ id: z.string(), amount_cents: z.number().int() })).optional(),
});

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS, { message: "Choose a plan: starter, business or agency" }),
  period: billingPeriodSchema,
  method: paymentMethodSchema.default("card"),
});

/** What the browser does next: post a form to the card gateway, or pay an open invoice by EFT. */
export const checkoutSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("card"),
    payment_id: z.string(),
    amount_cents: z.number().int(),
    form: z.object({ url: z.string(), fields: z.array(z.tuple([z.string(), z.string()])) }),
  }),
  z.object({
    method: z.literal("eft"),
    payment_id: z.string(),
    amount_cents: z.number().int(),
    invoice_id: z.string(),
    reference: z.string(),
    bank_account: z.string(),
  }),
]);

/** What a change to `plan` would mean now: what is due today (prorated), or the day it takes effect. */
export const planChangeSchema = z.object({
  plan: z.enum(PLAN_IDS),
  period: billingPeriodSchema,
  /** "renew": paying again for the present plan, in the grace period after its payment failed. */
  direction: z.enum(["upgrade", "downgrade", "same", "renew"]),
  /** For an upgrade: the new plan's price less what is left of the period paid for. */
  due_now_cents: z.number().int(),
  /** What each period costs afterwards. */
  recurring_cents: z.number().int(),
  /** For a downgrade: the day it takes effect (the end of the period paid for). */
  effective_on: z.string(),
  /** Limits the organization is over on the new plan (a downgrade starts a grace period then). */
  over: z.array(z.object({ limit: z.enum(COUNTED_LIMITS), used: z.number().int(), included: z.number().int() })),
  /** Why the change cannot be made now (a downgrade in a grace period), in the words a try is refused with. */
  refusal: z.string().nullable(),
});

export const scheduleChangeSchema = z.object({
  plan: z.enum(PLAN_IDS, { message: "Choose a plan: free, starter, business or agency" }),
  period: billingPeriodSchema.default("monthly"),
});

export const paymentStatusSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "paid", "failed", "cancelled"]),
  plan: z.string(),
  plan_name: z.string(),
  period: billingPeriodSchema,
  method: paymentMethodSchema,
  amount_cents: z.number().int(),
  /** Why it failed, in words for the owner. */
  failure: z.string().nullable(),
  invoice_id: z.string().nullable(),
});

export const eftInvoiceSchema = invoiceSummarySchema.extend({
  organization_id: z.string(),
  organization_name: z.string(),
});

/** An invoice as the operators' desk finds it: whose it is, how it was paid, and the credit note reversing it. */
export const operatorInvoiceSchema = eftInvoiceSchema.extend({
  /** How its payment was made; null for an invoice without a payment. */
  method: paymentMethodSchema.nullable(),
  credit_note: z.object({ id: z.string(), number: z.string(), description: z.string() }).nullable(),
});

export const refundRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Say why the money is refunded: the credit note gives the reason")
    .max(200, "The reason is at most 200 characters"),
});

export type PlanUsage = z.infer<typeof planUsageSchema>;
export type Billing = z.infer<typeof billingSchema>;
export type BillingProfile = z.infer<typeof billingProfileSchema>;
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export type Checkout = z.infer<typeof checkoutSchema>;
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type PlanChange = z.infer<typeof planChangeSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type EftInvoice = z.infer<typeof eftInvoiceSchema>;
export type OperatorInvoice = z.infer<typeof operatorInvoiceSchema>;
export type RefundRequest = z.infer<typeof refundRequestSchema>;
