// An issued invoice's PDF as the download and the mail both give it: a credit note names the invoice it
// credits, and an open invoice the account an EFT goes to.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { invoicePdf } from "./invoice-pdf";
import { type InvoiceRow, invoiceOf } from "./issue-invoice";

export async function invoiceDocument(db: Kysely<Database>, invoice: InvoiceRow, bankAccount: string): Promise<Buffer> {
  const credited = invoice.credits_invoice_id
    ? await invoiceOf(db, invoice.organization_id, invoice.credits_invoice_id)
    : undefined;
  return invoicePdf(invoice, { bankAccount, creditedNumber: credited?.number });
}
