import { z } from "zod";
import { COUNTED_LIMITS } from "../plans";

/** A counted limit's use: how many (or bytes) the organization has, and how many its plan includes (null: no limit). */
export const planUsageSchema = z.object({
  limit: z.enum(COUNTED_LIMITS),
  used: z.number().int(),
  included: z.number().int().nullable(),
});

/**
 * The active organization's plan. Owners and admins see its usage and features too; other roles see the
 * plan's name only (`usage` and `features` left out).
 */
export const billingSchema = z.object({
  /** Whether this installation bills (BILLING=on); off, every organization is on Self-hosted. */
  billing_enabled: z.boolean(),
  plan: z.object({ id: z.string(), name: z.string(), monthly_cents: z.number().int() }),
  usage: z.array(planUsageSchema).optional(),
  features: z
    .object({ custom_domains: z.boolean(), commerce: z.boolean(), claims: z.boolean(), badge_required: z.boolean() })
    .optional(),
});

export type PlanUsage = z.infer<typeof planUsageSchema>;
export type Billing = z.infer<typeof billingSchema>;
