import { formatRand } from "@common/plans";
import type { EftInvoice } from "@common/schemas/billing";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatMediumDate } from "@/lib/dates";
import { useCancelEft, useMarkEftPaid } from "../api/billing-api";

const CELL = "py-2 pr-3 align-top max-sm:py-0 max-sm:pr-0";

/** One open EFT invoice on the operators' desk, with its two ways out: paid, or reversed. */
export function EftInvoiceRow({ invoice }: { invoice: EftInvoice }) {
  const [asking, setAsking] = useState<"paid" | "cancel" | null>(null);
  const markPaid = useMarkEftPaid();
  const cancel = useCancelEft();
  const amount = formatRand(invoice.total_cents);
  const what = `${invoice.number} of ${invoice.organization_name} (${amount})`;
  const done = (title: string) => () => {
    toast({ title, description: what });
    setAsking(null);
  };
  return (
    <tr className="border-t max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:rounded-lg max-sm:border max-sm:p-3">
      <td className={`${CELL} font-medium max-sm:col-span-2`}>{invoice.organization_name}</td>
      <td className={`${CELL} font-mono text-xs leading-5`}>{invoice.number}</td>
      <td className={`${CELL} whitespace-nowrap max-sm:text-right`}>{formatMediumDate(invoice.issued_at)}</td>
      <td className={`${CELL} whitespace-nowrap tabular-nums`}>{amount}</td>
      <td className={`${CELL} font-mono text-xs leading-5 max-sm:text-right`}>{invoice.eft_reference ?? "—"}</td>
      <td className={`${CELL} max-sm:col-span-2`}>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button size="sm" onClick={() => setAsking("paid")}>
            Mark paid<span className="sr-only"> {invoice.number}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking("cancel")}>
            Cancel with credit note<span className="sr-only"> {invoice.number}</span>
          </Button>
        </div>
      </td>
      {asking === "paid" && (
        <ConfirmDialog
          title={`Mark ${invoice.number} paid?`}
          description={`Only once ${amount} with the reference ${invoice.eft_reference ?? invoice.number} is in the bank account. ${invoice.organization_name}'s plan starts or renews at once, and the paid invoice is emailed.`}
          action="Mark paid"
          busyAction="Marking..."
          destructive={false}
          isBusy={markPaid.isPending}
          onConfirm={() =>
            markPaid.mutate(invoice.id, { onSuccess: done("Invoice marked paid"), onError: () => setAsking(null) })
          }
          onClose={() => setAsking(null)}
        />
      )}
      {asking === "cancel" && (
        <ConfirmDialog
          title={`Cancel ${invoice.number}?`}
          description={`A credit note reverses it (an issued invoice is never changed). ${invoice.organization_name}'s plan stays as it is.`}
          action="Cancel with credit note"
          busyAction="Cancelling..."
          cancelLabel="Keep it open"
          isBusy={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(invoice.id, { onSuccess: done("Invoice cancelled"), onError: () => setAsking(null) })
          }
          onClose={() => setAsking(null)}
        />
      )}
    </tr>
  );
}
