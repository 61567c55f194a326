import type { InvoiceSummary } from "@common/schemas/billing";
import { ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Where an invoice's PDF is: the tax document itself, opened in a new tab. */
export function invoicePdfPath(invoiceId: string): string {
  return `/api/billing/invoices/${encodeURIComponent(invoiceId)}.pdf`;
}

/** Paid, awaiting an EFT (with the reference to pay with), or reversed by a credit note. */
export function InvoiceStatus({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.status === "paid") return <Badge variant="success">Paid</Badge>;
  if (invoice.status === "credited") return <Badge variant="secondary">Credited</Badge>;
  return (
    <span className="grid gap-1">
      <Badge variant="outline">Awaiting EFT</Badge>
      {invoice.eft_reference && (
        <span className="whitespace-nowrap text-xs text-muted-foreground">
          Reference <span className="font-mono text-foreground">{invoice.eft_reference}</span>
        </span>
      )}
    </span>
  );
}

/** "PDF" for a row; its name says which invoice, and that it opens a new tab. */
export function InvoicePdfLink({ invoiceId, number }: { invoiceId: string; number: string }) {
  return (
    <a
      href={invoicePdfPath(invoiceId)}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      PDF<span className="sr-only"> of {number} (opens in a new tab)</span>
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
    </a>
  );
}
