// A payment by EFT: the payment row and its open tax invoice, with the reference the payer writes,
// made together, then mailed. A checkout and the sweep's renewal invoice both open one this way. One that
// will not be paid is reversed with a credit note, since an issued tax invoice is never edited.
import type { Insertable } from "kysely";
import type { PaymentTable } from "../../db/schema";
import type { BillingDeps } from "./billing-deps";
import { BILLING_MAIL_QUEUE, type BillingMailJob } from "./billing-mail";
import { creditNote, type InvoiceRow, issueInvoice } from "./invoices/issue-invoice";

/** The reference an EFT payer writes, which tells their payment apart on the bank statement. */
export function eftReference(paymentId: string): string {
  return `WC-${paymentId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

export async function openEftInvoice(
  deps: Pick<BillingDeps, "db" | "env" | "jobs">,
  payment: Insertable<PaymentTable> & { id: string; organization_id: string; amount_cents: number },
  description: string,
  now: Date,
) {
  const invoice = await deps.db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto("payments").values(payment).execute();
    return issueInvoice(trx, {
      organizationId: payment.organization_id,
      kind: "invoice",
      paymentId: payment.id,
      description,
      totalCents: payment.amount_cents,
      status: "open",
      eftReference: eftReference(payment.id),
      issuer: deps.env.payments.issuer,
      now,
    });
  });
  await deps.jobs.send<BillingMailJob>(BILLING_MAIL_QUEUE, { kind: "invoice", invoiceId: invoice.id });
  return invoice;
}

/** Reverses an open EFT invoice with a credit note for all of it; its payment is cancelled. Mails the note. */
export async function reverseOpenInvoice(
  deps: Pick<BillingDeps, "db" | "env" | "jobs">,
  invoice: InvoiceRow & { payment_id: string },
  now: Date,
): Promise<InvoiceRow> {
  const note = await deps.db.kysely.transaction().execute(async (trx) => {
    const issued = await creditNote(trx, {
      invoice,
      totalCents: invoice.total_cents,
      description: `Cancels ${invoice.number}: not paid`,
      issuer: deps.env.payments.issuer,
      now,
    });
    await trx.updateTable("invoices").set({ status: "credited" }).where("id", "=", invoice.id).execute();
    await trx
      .updateTable("payments")
      .set({ status: "cancelled", settled_at: now.toISOString() })
      .where("id", "=", invoice.payment_id)
      .where("status", "=", "pending")
      .execute();
    return issued;
  });
  await deps.jobs.send<BillingMailJob>(BILLING_MAIL_QUEUE, { kind: "invoice", invoiceId: note.id });
  return note;
}

/** The renewal invoices still open when a plan falls to Free: nothing is owed for a period not had. */
export async function creditUnpaidRenewals(
  deps: Pick<BillingDeps, "db" | "env" | "jobs">,
  organizationId: string,
  now: Date,
): Promise<void> {
  const open = await deps.db.kysely
    .selectFrom("invoices")
    .innerJoin("payments", "payments.id", "invoices.payment_id")
    .selectAll("invoices")
    .where("invoices.organization_id", "=", organizationId)
    .where("invoices.status", "=", "open")
    .where("payments.kind", "=", "renewal")
    .execute();
  for (const invoice of open) {
    if (invoice.payment_id) await reverseOpenInvoice(deps, { ...invoice, payment_id: invoice.payment_id }, now);
  }
}
