import type { Checkout } from "@common/schemas/billing";
import { LandmarkIcon } from "lucide-react";
import { Link } from "react-router";
import { CopyField } from "@/components/copy-field";
import { Button } from "@/components/ui/button";
import { rand } from "../lib/plan-words";
import { invoicePdfPath } from "./invoice-status";

type EftCheckout = Extract<Checkout, { method: "eft" }>;

/** How to pay an EFT: the account, the reference that matches it on the statement, the amount, the invoice. */
export function EftInstructions({ checkout, planName }: { checkout: EftCheckout; planName: string }) {
  return (
    <section
      role="status"
      aria-labelledby="eft-heading"
      className="grid gap-4 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <h3 id="eft-heading" className="flex items-center gap-2 font-semibold">
        <LandmarkIcon className="size-4" aria-hidden="true" />
        Pay {rand(checkout.amount_cents)} by EFT
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <CopyField label="Bank account" value={checkout.bank_account} />
        <CopyField label="Reference" value={checkout.reference} />
      </div>
      <p className="text-sm">
        Pay <strong>{rand(checkout.amount_cents)}</strong> with the reference{" "}
        <strong className="font-mono">{checkout.reference}</strong> exactly as shown, so the payment can be matched.{" "}
        {planName} starts when the payment is received; we email you then. The invoice is also on the Billing page.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={invoicePdfPath(checkout.invoice_id)} target="_blank" rel="noopener">
            Invoice PDF<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/admin/billing">Back to Billing</Link>
        </Button>
      </div>
    </section>
  );
}
