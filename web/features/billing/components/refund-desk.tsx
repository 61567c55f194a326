import { useQuery } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ColumnHeads } from "@/components/column-heads";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { operatorInvoicesQueryOptions } from "../api/billing-api";
import { InPlaceError } from "./in-place-error";
import { PaidInvoiceRow } from "./paid-invoice-row";

const COLUMNS = ["Organization", "Number", "Date", "Amount", "Status", { label: "Actions", className: "sr-only" }];

/** Every organization's tax invoices, newest first, found by number or organization; a paid one can be refunded. */
export function RefundDesk() {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const invoices = useQuery(operatorInvoicesQueryOptions(q));
  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(typed.trim());
  }
  return (
    <SettingsCard
      title="Invoices and refunds"
      description="Tax invoices of every organization, newest first. Refund a paid one with a credit note."
    >
      <div className="grid gap-4">
        <form onSubmit={find} className="flex flex-wrap gap-2">
          <div className="relative min-w-0 flex-1 basis-56">
            <SearchIcon aria-hidden="true" className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
            <Input
              type="search"
              aria-label="Invoice number or organization"
              placeholder="INV-000042 or an organization's name"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="pl-8"
            />
          </div>
          <Button type="submit" variant="outline">
            Find
          </Button>
        </form>
        {invoices.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Finding invoices...
          </p>
        ) : !invoices.data ? (
          <InPlaceError error={invoices.error} />
        ) : invoices.data.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {q ? `No invoice's number or organization holds "${q}".` : "No invoices yet."}
          </p>
        ) : (
          <table className="w-full text-sm max-sm:block">
            <caption className="sr-only">{q ? `Invoices found for "${q}"` : "The newest invoices"}</caption>
            <thead className="text-left text-muted-foreground max-sm:sr-only">
              <ColumnHeads columns={COLUMNS} cellClassName="pb-2 pr-3 font-medium" />
            </thead>
            <tbody className="max-sm:grid max-sm:gap-3">
              {invoices.data.map((invoice) => (
                <PaidInvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </SettingsCard>
  );
}
