// A payment by EFT: the payment row and its open tax invoice, with the reference the payer writes,
// made together, then mailed. A checkout and the sweep's renewal invoice both open one this way.
import type { Insertable } from "kysely";
import type { PaymentTable } from "../../db/schema";
import type { BillingDeps } from "./billing-deps";
import { BILLING_MAIL_QUEUE, type BillingMailJob } from "./billing-mail";
import { issueInvoice } from "./invoices/issue-invoice";

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
