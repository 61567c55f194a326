import { type BillingPeriod, PLAN_IDS, PLANS, type Plan } from "@common/plans";
import type { Billing } from "@common/schemas/billing";
import { useId, useState } from "react";
import { SettingsCard } from "@/components/settings-card";
import { formatLongDate } from "@/lib/dates";
import { isHigherPlan } from "../lib/plan-words";
import { PeriodSwitch } from "./period-switch";
import { PlanCard } from "./plan-card";

type Props = { current: Plan; period: BillingPeriod; grace: Billing["grace"] };

/**
 * The four plans side by side (stacked on phones), monthly or yearly, the current one marked. In a grace
 * period the lower plans offer no Switch, which the server would refuse: the move that ends grace is set.
 */
export function PlansCard({ current, period: initial, grace }: Props) {
  const [period, setPeriod] = useState(initial);
  const noteId = useId();
  return (
    <SettingsCard
      title="Plans"
      description="Prices are in South African rand and include 15 % VAT. A year costs ten months."
    >
      <div className="grid gap-4">
        <PeriodSwitch value={period} onChange={setPeriod} />
        {grace && (
          <p id={noteId} className="text-sm text-muted-foreground">
            During the grace period the plan can move up, not down: on {formatLongDate(grace.ends_at)} it moves to{" "}
            {grace.next_plan} by itself.
          </p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Plans">
          {PLAN_IDS.map((id) => (
            <PlanCard
              key={id}
              plan={PLANS[id]}
              period={period}
              isCurrent={current.id === id}
              isHigher={isHigherPlan(PLANS[id], current)}
              lockedBy={grace ? noteId : undefined}
            />
          ))}
        </ul>
      </div>
    </SettingsCard>
  );
}
