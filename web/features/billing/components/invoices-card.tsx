import { formatRand } from "@common/plans";
import type { InvoiceSummary } from "@common/schemas/billing";
import { ReceiptTextIcon } from "lucide-react";
import { ColumnHeads } from "@/components/column-heads";
import { SettingsCard } from "@/components/settings-card";
import { formatMediumDate } from "@/lib/dates";
import { InvoicePdfLink, InvoiceStatus } from "./invoice-status";

const COLUMNS = ["Number", "Date", "Description", "Amount", "VAT", "Status", { label: "PDF", className: "sr-only" }];
const CELL = "py-2 pr-3 align-top max-sm:py-0 max-sm:pr-0";

/** The organization's invoices and credit notes, newest first, each with its PDF. */
export function InvoicesCard({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <SettingsCard title="Invoices" description="Tax invoices in rand, VAT included. Each opens as a PDF.">
      {invoices.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <ReceiptTextIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>No invoices yet. They appear here after the first payment.</p>
        </div>
      ) : (
        <table className="w-full text-sm max-sm:block">
          <thead className="text-left text-muted-foreground max-sm:sr-only">
            <ColumnHeads columns={COLUMNS} cellClassName="pb-2 pr-3 font-medium" />
          </thead>
          <tbody className="max-sm:grid max-sm:gap-3">
            {invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                creditNote={invoices.find((note) => note.credits_invoice_id === invoice.id)}
              />
            ))}
          </tbody>
        </table>
      )}
    </SettingsCard>
  );
}

function InvoiceRow({ invoice, creditNote }: { invoice: InvoiceSummary; creditNote?: InvoiceSummary }) {
  // A credit note takes back what its invoice charged: its amounts read as negative.
  const sign = invoice.kind === "credit_note" ? -1 : 1;
  return (
    <tr className="border-t max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:rounded-lg max-sm:border max-sm:p-3">
      <td className={`${CELL} font-mono text-xs leading-5 max-sm:font-semibold`}>
        {invoice.number}
        {invoice.kind === "credit_note" && <span className="block font-sans text-muted-foreground">Credit note</span>}
      </td>
      <td className={`${CELL} whitespace-nowrap max-sm:text-right`}>{formatMediumDate(invoice.issued_at)}</td>
      <td className={`${CELL} max-sm:col-span-2`}>{invoice.description}</td>
      <td className={`${CELL} whitespace-nowrap tabular-nums`}>
        <span className="sm:hidden">Amount </span>
        {formatRand(sign * Math.abs(invoice.total_cents))}
      </td>
      <td className={`${CELL} whitespace-nowrap tabular-nums text-muted-foreground max-sm:text-right`}>
        <span className="sm:hidden">VAT </span>
        {formatRand(sign * Math.abs(invoice.vat_cents))}
      </td>
      <td className={CELL}>
        <InvoiceStatus invoice={invoice} creditNote={creditNote} />
      </td>
      <td className={`${CELL} max-sm:text-right`}>
        <InvoicePdfLink invoiceId={invoice.id} number={invoice.number} />
      </td>
    </tr>
  );
}
