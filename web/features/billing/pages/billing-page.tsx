import { useQuery } from "@tanstack/react-query";
import { CreditCardIcon, LandmarkIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { billingQueryOptions } from "../api/billing-api";
import { BillingOffCard } from "../components/billing-off-card";
import { BillingOverview } from "../components/billing-overview";
import { InPlaceError } from "../components/in-place-error";
import { PlanNameOnly } from "../components/plan-name-only";
import { UsageCard } from "../components/usage-card";
import { planOf } from "../lib/plan-words";

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/** /admin/billing: the organization's plan, usage, the plans, invoices and billing details. */
export function BillingPage() {
  const { activeOrganization, hasLoadedOrganizations } = useAuth();
  if (!hasLoadedOrganizations) return <RouteLoadingScreen className={LOADING_CLASS} />;
  if (!activeOrganization) return <BillingFrame description="Select an organization to see its plan." />;
  return <BillingScreen organizationId={activeOrganization.id} />;
}

type FrameProps = { description: string; children?: ReactNode; operator?: boolean };

function BillingFrame({ description, children, operator = false }: FrameProps) {
  // The installation's operators keep their desk (EFTs, refunds), reached from here: it is in no menu.
  const desk = operator && (
    <Button asChild variant="outline">
      <Link to="/admin/operator">
        <LandmarkIcon aria-hidden="true" />
        Operator desk
      </Link>
    </Button>
  );
  return (
    <PageContainer>
      <PageHeader title="Billing" icon={CreditCardIcon} description={description} actions={desk || undefined} />
      {children}
    </PageContainer>
  );
}

function BillingScreen({ organizationId }: { organizationId: string }) {
  const billing = useQuery(billingQueryOptions(organizationId));
  if (billing.isPending) return <RouteLoadingScreen className={LOADING_CLASS} />;
  if (!billing.data) {
    return (
      <BillingFrame description="Your plan, usage and invoices.">
        <InPlaceError error={billing.error} />
      </BillingFrame>
    );
  }
  const { data } = billing;
  if (!data.usage) {
    return (
      <BillingFrame description="Your organization's plan." operator={data.operator}>
        <PlanNameOnly planName={data.plan.name} billingEnabled={data.billing_enabled} />
      </BillingFrame>
    );
  }
  if (!data.billing_enabled) {
    return (
      <BillingFrame description="Your plan and what the organization uses." operator={data.operator}>
        <BillingOffCard />
        <UsageCard
          usage={data.usage}
          plan={planOf(data.plan.id)}
          billingEnabled={false}
          description="What the organization uses of the bounds this installation sets."
        />
      </BillingFrame>
    );
  }
  return (
    <BillingFrame
      description="Your plan, what it includes and what it costs, in rand with VAT included."
      operator={data.operator}
    >
      <BillingOverview billing={data} organizationId={organizationId} />
    </BillingFrame>
  );
}
