import { type BillingPeriod, PLAN_IDS, PLANS, type Plan } from "@common/plans";
import { useState } from "react";
import { SettingsCard } from "@/components/settings-card";
import { isHigherPlan } from "../lib/plan-words";
import { PeriodSwitch } from "./period-switch";
import { PlanCard } from "./plan-card";

/** The four plans side by side (stacked on phones), monthly or yearly, the current one marked. */
export function PlansCard({ current, period: initial }: { current: Plan; period: BillingPeriod }) {
  const [period, setPeriod] = useState(initial);
  return (
    <SettingsCard
      title="Plans"
      description="Prices are in South African rand and include 15 % VAT. A year costs ten months."
    >
      <div className="grid gap-4">
        <PeriodSwitch value={period} onChange={setPeriod} />
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
          {PLAN_IDS.map((id) => (
            <PlanCard
              key={id}
              plan={PLANS[id]}
              period={period}
              isCurrent={current.id === id}
              isHigher={isHigherPlan(PLANS[id], current)}
            />
          ))}
        </ul>
      </div>
    </SettingsCard>
  );
}
