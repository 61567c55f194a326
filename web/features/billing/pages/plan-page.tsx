import { type BillingPeriod, PLANS, type PlanId } from "@common/plans";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, CreditCardIcon } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { useDocumentTitle } from "@/lib/use-document-title";
import { billingQueryOptions } from "../api/billing-api";
import { BillingOffCard } from "../components/billing-off-card";
import { InPlaceError } from "../components/in-place-error";
import { PlanChangePanel } from "../components/plan-change-panel";
import { PlanDetailsCard } from "../components/plan-details-card";
import { PlanNameOnly } from "../components/plan-name-only";
import { UnknownPlan } from "../components/unknown-plan";
import { isPlanId, planPriceText } from "../lib/plan-words";

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/** /admin/billing/{plan}?period=: one plan, and what moving to it would mean. */
export function PlanPage() {
  const { slug } = useParams();
  const { activeOrganization, hasLoadedOrganizations } = useAuth();
  useDocumentTitle(isPlanId(slug) ? `${PLANS[slug].name} plan` : null);
  if (!isPlanId(slug)) return <UnknownPlan slug={slug ?? ""} />;
  if (!hasLoadedOrganizations) return <RouteLoadingScreen className={LOADING_CLASS} />;
  return <PlanScreen organizationId={activeOrganization?.id ?? null} planId={slug} />;
}

function PlanScreen({ organizationId, planId }: { organizationId: string | null; planId: PlanId }) {
  const plan = PLANS[planId];
  const [params, setParams] = useSearchParams();
  const period: BillingPeriod = params.get("period") === "yearly" && plan.monthlyCents > 0 ? "yearly" : "monthly";
  const billing = useQuery({ ...billingQueryOptions(organizationId ?? ""), enabled: organizationId !== null });
  if (organizationId && billing.isPending) return <RouteLoadingScreen className={LOADING_CLASS} />;
  const setPeriod = (next: BillingPeriod) => setParams({ period: next }, { replace: true });
  const data = billing.data;
  return (
    <PageContainer>
      <PageHeader
        title={`${plan.name} plan`}
        icon={CreditCardIcon}
        description={plan.monthlyCents > 0 ? `${planPriceText(plan, period)}, VAT included.` : "R 0: always free."}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/billing">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Billing
            </Link>
          </Button>
        }
      />
      {!data ? (
        <InPlaceError error={billing.error} />
      ) : !data.usage ? (
        <PlanNameOnly planName={data.plan.name} billingEnabled={data.billing_enabled} />
      ) : (
        <>
          {!data.billing_enabled && <BillingOffCard />}
          <PlanDetailsCard plan={plan} period={period} onPeriodChange={setPeriod} />
          {data.billing_enabled && organizationId && (
            <PlanChangePanel organizationId={organizationId} billing={data} plan={planId} period={period} />
          )}
        </>
      )}
    </PageContainer>
  );
}
