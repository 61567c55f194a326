import type { BillingPeriod, Plan } from "@common/plans";
import { SettingsCard } from "@/components/settings-card";
import { PeriodSwitch } from "./period-switch";
import { PlanLinesList } from "./plan-lines-list";

type Props = { plan: Plan; period: BillingPeriod; onPeriodChange: (period: BillingPeriod) => void };

/** What a plan includes, and (for a paid plan) the switch between monthly and yearly billing. */
export function PlanDetailsCard({ plan, period, onPeriodChange }: Props) {
  return (
    <SettingsCard
      title={`What ${plan.name} includes`}
      description={
        plan.monthlyCents > 0
          ? "Prices are in rand and include 15 % VAT."
          : "Free costs nothing, for as long as you like."
      }
    >
      <div className="grid gap-4">
        {plan.monthlyCents > 0 && <PeriodSwitch value={period} onChange={onPeriodChange} />}
        <PlanLinesList plan={plan} className="sm:grid-cols-2" />
      </div>
    </SettingsCard>
  );
}
