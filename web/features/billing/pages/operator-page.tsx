import type { EftInvoice } from "@common/schemas/billing";
import { useQuery } from "@tanstack/react-query";
import { InboxIcon, LandmarkIcon, ShieldAlertIcon } from "lucide-react";
import { ColumnHeads } from "@/components/column-heads";
import { EmptyCard } from "@/components/empty-card";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { SettingsCard } from "@/components/settings-card";
import { ApiError } from "@/lib/api-client";
import { eftInvoicesQueryOptions } from "../api/billing-api";
import { EftInvoiceRow } from "../components/eft-invoice-row";
import { InPlaceError } from "../components/in-place-error";
import { RefundDesk } from "../components/refund-desk";

const COLUMNS = ["Organization", "Number", "Date", "Amount", "Reference", { label: "Actions", className: "sr-only" }];

/**
 * /admin/operator: the installation operators' desk: open EFT invoices of every organization, oldest
 * first, to mark paid or cancel; and every tax invoice, to find one and refund it.
 */
export function OperatorPage() {
  const invoices = useQuery(eftInvoicesQueryOptions());
  if (invoices.isPending) return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  return (
    <PageContainer>
      <PageHeader
        title="Operator desk"
        icon={LandmarkIcon}
        description="Payments of every organization on this installation: EFTs to match with the bank statement, and refunds."
      />
      {invoices.data ? (
        <>
          <InvoiceDesk invoices={invoices.data} />
          <RefundDesk />
        </>
      ) : (
        <Refused error={invoices.error} />
      )}
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
  return (
    <SettingsCard
      title="Open EFT invoices"
      description="Oldest first. Match each with the bank statement by its reference."
    >
      {invoices.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <InboxIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>No EFT invoices are waiting.</p>
        </div>
      ) : (
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
      )}
    </SettingsCard>
  );
}
