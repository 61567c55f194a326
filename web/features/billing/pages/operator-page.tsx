import type { EftInvoice } from "@common/schemas/billing";
import { useQuery } from "@tanstack/react-query";
import { InboxIcon, LandmarkIcon, ShieldAlertIcon } from "lucide-react";
import { ColumnHeads } from "@/components/column-heads";
import { EmptyCard } from "@/components/empty-card";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { eftInvoicesQueryOptions } from "../api/billing-api";
import { EftInvoiceRow } from "../components/eft-invoice-row";
import { InPlaceError } from "../components/in-place-error";

const COLUMNS = ["Organization", "Number", "Date", "Amount", "Reference", { label: "Actions", className: "sr-only" }];

/** /admin/operator: the installation operators' EFT desk, open invoices of every organization, oldest first. */
export function OperatorPage() {
  const invoices = useQuery(eftInvoicesQueryOptions());
  if (invoices.isPending) return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  return (
    <PageContainer>
      <PageHeader
        title="EFT payments"
        icon={LandmarkIcon}
        description="Open EFT invoices of every organization, oldest first. Match each with the bank statement by its reference."
      />
      {invoices.data ? <InvoiceDesk invoices={invoices.data} /> : <Refused error={invoices.error} />}
    </PageContainer>
  );
}

function Refused({ error }: { error: unknown }) {
  if (!(error instanceof ApiError && error.status === 403)) return <InPlaceError error={error} />;
  return (
    <EmptyCard>
      <ShieldAlertIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-md text-sm">Only this installation's operators (PLATFORM_ADMINS) can open this page.</p>
    </EmptyCard>
  );
}

function InvoiceDesk({ invoices }: { invoices: EftInvoice[] }) {
  if (invoices.length === 0) {
    return (
      <EmptyCard>
        <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">No EFT invoices are waiting.</p>
      </EmptyCard>
    );
  }
  return (
    <Card>
      <CardContent>
        <table className="w-full text-sm max-sm:block">
          <caption className="sr-only">Open EFT invoices</caption>
          <thead className="text-left text-muted-foreground max-sm:sr-only">
            <ColumnHeads columns={COLUMNS} cellClassName="pb-2 pr-3 font-medium" />
          </thead>
          <tbody className="max-sm:grid max-sm:gap-3">
            {invoices.map((invoice) => (
              <EftInvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
