import type { InvoiceSummary } from "@common/schemas/billing";
import { ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** Where an invoice's PDF is: the tax document itself, opened in a new tab. */
export function invoicePdfPath(invoiceId: string): string {
  return `/api/billing/invoices/${encodeURIComponent(invoiceId)}.pdf`;
}

type Props = { invoice: InvoiceSummary; creditNote?: InvoiceSummary };

/**
 * Paid, awaiting an EFT (with the reference to pay with), reversed by a credit note, or refunded with one;
 * the credit note named when it is at hand.
 */
export function InvoiceStatus({ invoice, creditNote }: Props) {
  if (invoice.status === "paid") return <Badge variant="success">Paid</Badge>;
  if (invoice.status === "credited" || invoice.status === "refunded") {
    return (
      <span className="grid justify-items-start gap-1">
        <Badge variant="secondary">{invoice.status === "refunded" ? "Refunded" : "Credited"}</Badge>
        {creditNote && (
          <span className="whitespace-nowrap text-xs text-muted-foreground">
            by <span className="font-mono text-foreground">{creditNote.number}</span>
          </span>
        )}
      </span>
    );
  }
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
