import type { BillingPeriod, PlanId } from "@common/plans";
import type { Billing } from "@common/schemas/billing";
import { useQuery } from "@tanstack/react-query";
import { planChangeQueryOptions } from "../api/billing-api";
import { DowngradePanel } from "./downgrade-panel";
import { GraceRefusalCard } from "./grace-refusal-card";
import { InPlaceError } from "./in-place-error";
import { SamePlanCard } from "./same-plan-card";
import { UpgradePanel } from "./upgrade-panel";

type Props = { organizationId: string; billing: Billing; plan: PlanId; period: BillingPeriod };

/** What moving to `plan` would mean now, as the server works it out: up, down or the same. */
export function PlanChangePanel({ organizationId, billing, plan, period }: Props) {
  const change = useQuery(planChangeQueryOptions(organizationId, plan, period));
  if (change.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Working out what changes...
      </p>
    );
  }
  if (!change.data) return <InPlaceError error={change.error} />;
  const { refusal } = change.data;
  if (refusal !== null) return <GraceRefusalCard billing={billing} plan={plan} refusal={refusal} />;
  const props = { organizationId, billing, change: change.data };
  if (change.data.direction === "upgrade" || change.data.direction === "renew") return <UpgradePanel {...props} />;
  if (change.data.direction === "downgrade") return <DowngradePanel {...props} />;
  return <SamePlanCard billing={billing} />;
}
