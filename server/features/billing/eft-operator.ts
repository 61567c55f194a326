// The installation's operators match EFT payments on the bank statement with open invoices: marking one
// paid settles its payment (the plan starts or renews, and the paid invoice is mailed); one that will not
// be paid is reversed with a credit note, since an issued tax invoice is never edited.
import type { EftInvoice, InvoiceSummary } from "@common/schemas/billing";
import { AppError } from "../../errors";
import { invoiceSummary } from "./billing.service";
import type { BillingDeps } from "./billing-deps";
import { reverseOpenInvoice } from "./eft-invoice";
import { settlePayment } from "./settle-payment";

export const OPERATOR_MESSAGES = {
  notFound: "No such invoice",
  notOpen: "This invoice is not waiting for an EFT",
};

export async function openEftInvoices(deps: BillingDeps): Promise<EftInvoice[]> {
  const rows = await deps.db.kysely
    .selectFrom("invoices")
    .innerJoin("organization", "organization.id", "invoices.organization_id")
    .selectAll("invoices")
    .select("organization.name as organization_name")
    .where("invoices.status", "=", "open")
    .orderBy("invoices.issued_at", "asc")
    .execute();
  return rows.map((row) => ({
    ...invoiceSummary(row),
    organization_id: row.organization_id,
    organization_name: row.organization_name,
  }));
}

async function openInvoice(deps: BillingDeps, invoiceId: string) {
  const invoice = await deps.db.kysely
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", invoiceId)
    .executeTakeFirst();
  if (!invoice) throw new AppError("NOT_FOUND", OPERATOR_MESSAGES.notFound);
  if (invoice.status !== "open" || !invoice.payment_id) throw new AppError("CONFLICT", OPERATOR_MESSAGES.notOpen);
  return { ...invoice, payment_id: invoice.payment_id };
}

export async function markEftPaid(deps: BillingDeps, invoiceId: string): Promise<InvoiceSummary> {
  const invoice = await openInvoice(deps, invoiceId);
  await settlePayment(deps, invoice.payment_id, { status: "paid" });
  const paid = await deps.db.kysely
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  return invoiceSummary(paid);
}

export async function cancelEft(deps: BillingDeps, invoiceId: string): Promise<InvoiceSummary> {
  const invoice = await openInvoice(deps, invoiceId);
  return invoiceSummary(await reverseOpenInvoice(deps, invoice, deps.clock.now()));
}
