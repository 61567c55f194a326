// The tables of billing: what each organization pays for, what it has paid, and the invoices for it.
import type { Timestamp } from "./schema";

/** The paid plan an organization is on, where billing is on; no row is the Free plan. */
export type OrganizationPlanTable = {
  organization_id: string;
  /** A PlanId of common/plans.ts. */
  plan: string;
  /** "monthly" or "yearly". */
  period: string;
  /** When the period paid for ends: a renewal is due then. */
  renews_at: Timestamp | null;
  /** "card" (PayFast, renewed by its subscription) or "eft" (an invoice mailed before each renewal). */
  payment_method: string | null;
  /** PayFast's subscription token, to cancel it. */
  gateway_token: string | null;
  /** What the plan becomes when the period ends (a downgrade, or "free" for a cancellation). */
  scheduled_plan: string | null;
  scheduled_period: string | null;
  /** When the organization went over a limit (a failed payment, a downgrade); 14 days on, the plan changes. */
  grace_started_at: Timestamp | null;
  /** "payment_failed" or "downgrade". */
  grace_reason: string | null;
  updated_at: Timestamp;
};

/** Who an organization's invoices are made out to. */
export type BillingProfileTable = {
  organization_id: string;
  name: string;
  address: string;
  vat_number: string | null;
  updated_at: Timestamp;
};

/** A payment asked for: its id is what the gateway echoes back (PayFast's m_payment_id). */
export type PaymentTable = {
  id: string;
  organization_id: string;
  /** Who started it; null for a renewal. */
  user_id: string | null;
  plan: string;
  period: string;
  /** "new" (from Free), "upgrade", "renewal", or "resume" (the plan paid again in a failed payment's grace). */
  kind: string;
  /** "card" or "eft". */
  method: string;
  amount_cents: number;
  /** "pending", "paid", "failed" or "cancelled". */
  status: string;
  /** The gateway's id of the transaction (PayFast's pf_payment_id), once it reports. */
  gateway_payment_id: string | null;
  /** Why it failed, in words for the owner. */
  failure: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  /** When the return page recorded the tier change for this payment: once, never on a refresh. */
  reported_at: Timestamp | null;
};

/** A gateway notification accepted: one per gateway payment and status, so a replay is recognised. */
export type PaymentNotificationTable = {
  gateway_payment_id: string;
  status: string;
  payment_id: string | null;
  /** JSON: the fields as posted. */
  fields: string;
  received_at: Timestamp;
};

/** The last number given in a series of invoices ("invoice", "credit_note"). */
export type InvoiceCounterTable = {
  series: string;
  last: number;
};

/** A tax invoice or a credit note; never changed once issued, except an open one being paid. */
export type InvoiceTable = {
  id: string;
  organization_id: string;
  series: string;
  sequence: number;
  /** As printed: "INV-000042", "CN-000003". */
  number: string;
  /** "invoice" or "credit_note". */
  kind: string;
  /** The invoice a credit note reverses (in part). */
  credits_invoice_id: string | null;
  payment_id: string | null;
  description: string;
  /** VAT-inclusive, in cents; positive for credit notes too (the kind says which way it goes). */
  total_cents: number;
  vat_cents: number;
  /** "paid", "open" (an EFT awaited), "credited" (reversed unpaid) or "refunded" (paid, then given back). */
  status: string;
  /** What an EFT's payer writes as the reference. */
  eft_reference: string | null;
  /** JSON: `{ name, address, vat_number }` as they were when it was issued. */
  bill_to: string;
  /** JSON: `{ name, address, vat_number }` of the installation when it was issued. */
  issuer: string;
  issued_at: Timestamp;
  paid_at: Timestamp | null;
};
