import type { Billing } from "@common/schemas/billing";
import { useReportTierChanges } from "../hooks/use-report-tier-changes";
import { canPayAgain, planOf } from "../lib/plan-words";
import { BillingDetailsCard } from "./billing-details-card";
import { CurrentPlanCard } from "./current-plan-card";
import { GraceBanner } from "./grace-banner";
import { InvoicesCard } from "./invoices-card";
import { OwnersOnlyNotice } from "./owners-only-notice";
import { PlansCard } from "./plans-card";
import { ScheduledNotice } from "./scheduled-notice";
import { UsageCard } from "./usage-card";

const NONE: [] = [];

/** Billing as owners and admins see it where the installation bills: everything, admins changing nothing. */
export function BillingOverview({ billing, organizationId }: { billing: Billing; organizationId: string }) {
  const plan = planOf(billing.plan.id);
  // A change paid where no return page saw it (an EFT marked paid, a tab closed at PayFast) is recorded here.
  useReportTierChanges(organizationId, billing.unreported_payments ?? NONE);
  return (
    <>
      <OwnersOnlyNotice />
      {billing.grace && <GraceBanner grace={billing.grace} plan={billing.plan} canPay={canPayAgain(billing)} />}
      {/* In grace the change waiting is the grace's own end, which the banner already tells. */}
      {billing.scheduled && !billing.grace && (
        <ScheduledNotice scheduled={billing.scheduled} planName={plan.name} organizationId={organizationId} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard billing={billing} organizationId={organizationId} />
        <UsageCard
          usage={billing.usage ?? []}
          plan={plan}
          billingEnabled
          description={`What the organization uses of the ${plan.name} plan.`}
        />
      </div>
      <PlansCard current={plan} period={billing.period ?? "monthly"} grace={billing.grace} />
      <InvoicesCard invoices={billing.invoices ?? []} />
      <BillingDetailsCard organizationId={organizationId} profile={billing.profile} />
    </>
  );
}
