// An issued invoice's PDF as the download and the mail both give it: a credit note names the invoice it
// credits, an invoice reversed or refunded the credit note that did it, and an open invoice the account
// an EFT goes to.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { invoicePdf } from "./invoice-pdf";
import { type InvoiceRow, invoiceOf } from "./issue-invoice";

export async function invoiceDocument(db: Kysely<Database>, invoice: InvoiceRow, bankAccount: string): Promise<Buffer> {
  const credited = invoice.credits_invoice_id
    ? await invoiceOf(db, invoice.organization_id, invoice.credits_invoice_id)
    : undefined;
  const note =
    invoice.status === "credited" || invoice.status === "refunded"
      ? await db
          .selectFrom("invoices")
          .select("number")
          .where("credits_invoice_id", "=", invoice.id)
          .orderBy("sequence", "desc")
          .executeTakeFirst()
      : undefined;
  return invoicePdf(invoice, { bankAccount, creditedNumber: credited?.number, creditNoteNumber: note?.number });
}
