import type { OperatorInvoice } from "@common/schemas/billing";
import { ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatMediumDate } from "@/lib/dates";
import { operatorPdfPath, useRefundInvoice } from "../api/billing-api";
import { rand } from "../lib/plan-words";
import { InPlaceError } from "./in-place-error";

const CELL = "py-2 pr-3 align-top max-sm:py-0 max-sm:pr-0";
const PAID_BY = { card: "Card", eft: "EFT" } as const;
const LINK = "inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline";

/** A PDF of the desk's, in a new tab: `label` is what the row shows, `name` what a screen reader hears. */
function PdfLink({ invoiceId, label, name }: { invoiceId: string; label: string; name: string }) {
  return (
    <a href={operatorPdfPath(invoiceId)} target="_blank" rel="noopener" className={LINK}>
      {label}
      <span className="sr-only"> {name} (opens in a new tab)</span>
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
    </a>
  );
}

/** Where the invoice stands: paid, refunded (with the credit note that did it), cancelled, or awaiting an EFT. */
function Standing({ invoice }: { invoice: OperatorInvoice }) {
  const note = invoice.credit_note;
  if (invoice.status === "paid") return <Badge variant="success">Paid</Badge>;
  if (invoice.status === "open") return <Badge variant="outline">Awaiting EFT</Badge>;
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant="secondary">{invoice.status === "refunded" ? "Refunded" : "Cancelled"}</Badge>
      {note && <PdfLink invoiceId={note.id} label={note.number} name={`credit note of ${invoice.number}`} />}
    </span>
  );
}

/** One tax invoice at the desk: whose, when, how much and how paid, and Refund while it stands paid. */
export function PaidInvoiceRow({ invoice }: { invoice: OperatorInvoice }) {
  const [isAsking, setIsAsking] = useState(false);
  const amount = rand(invoice.total_cents);
  return (
    <tr className="border-t max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:rounded-lg max-sm:border max-sm:p-3">
      <td className={`${CELL} font-medium max-sm:col-span-2`}>{invoice.organization_name}</td>
      <td className={`${CELL} font-mono text-xs leading-5`}>
        <PdfLink invoiceId={invoice.id} label={invoice.number} name="PDF" />
      </td>
      <td className={`${CELL} whitespace-nowrap max-sm:text-right`}>{formatMediumDate(invoice.issued_at)}</td>
      <td className={`${CELL} whitespace-nowrap tabular-nums`}>
        {amount}
        {invoice.method && <span className="text-muted-foreground"> · {PAID_BY[invoice.method]}</span>}
      </td>
      <td className={`${CELL} max-sm:text-right`}>
        <Standing invoice={invoice} />
      </td>
      <td className={`${CELL} max-sm:col-span-2`}>
        {invoice.status === "paid" && (
          <div className="flex sm:justify-end">
            <Button size="sm" variant="outline" onClick={() => setIsAsking(true)}>
              Refund<span className="sr-only"> {invoice.number}</span>
            </Button>
          </div>
        )}
      </td>
      {isAsking && <RefundDialog invoice={invoice} amount={amount} onClose={() => setIsAsking(false)} />}
    </tr>
  );
}

/** How the money goes back, which this desk does not do: it records that it was done. */
function whereMoneyGoes(invoice: OperatorInvoice, amount: string) {
  if (invoice.method === "card") return `Refund ${amount} to the card in PayFast's dashboard as well: this records it.`;
  return `Pay ${amount} back to ${invoice.organization_name} by bank transfer as well: this records it.`;
}

function RefundDialog({ invoice, amount, onClose }: { invoice: OperatorInvoice; amount: string; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const refund = useRefundInvoice();
  function confirm() {
    refund.mutate(
      { invoiceId: invoice.id, reason },
      {
        onSuccess(refunded) {
          toast({
            title: `${invoice.number} refunded`,
            description: `Credit note ${refunded.credit_note?.number ?? ""} is on its way to ${invoice.organization_name}'s owners`,
          });
          onClose();
        },
      },
    );
  }
  return (
    <ConfirmDialog
      title={`Refund ${invoice.number}?`}
      description={`A credit note for all of ${amount} reverses it, with your reason, and is emailed to ${invoice.organization_name}'s owners. ${whereMoneyGoes(invoice, amount)} The plan stays as it is: to end it too, an owner cancels it.`}
      details={
        <div className="grid gap-3">
          <FormField id={id} label="Reason, printed on the credit note">
            <Textarea
              id={id}
              value={reason}
              maxLength={200}
              rows={2}
              placeholder="Charged twice in November"
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <InPlaceError error={refund.error} />
        </div>
      }
      action="Refund"
      busyAction="Refunding..."
      cancelLabel="Keep it paid"
      canConfirm={reason.trim() !== ""}
      isBusy={refund.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
