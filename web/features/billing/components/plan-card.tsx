import { type BillingPeriod, formatRand, type Plan, priceCents } from "@common/plans";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PERIOD_WORDS } from "../lib/plan-words";
import { PlanLinesList } from "./plan-lines-list";

type Props = {
  plan: Plan;
  period: BillingPeriod;
  isCurrent: boolean;
  isHigher: boolean;
  /** In a grace period, the id of the words saying why a lower plan offers no Switch. */
  lockedBy?: string;
};

/** One plan: its price for the period chosen, what it includes, and the way to it (or "Current plan"). */
export function PlanCard({ plan, period, isCurrent, isHigher, lockedBy }: Props) {
  const titleId = useId();
  const cents = priceCents(plan, period);
  return (
    <li
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-4 rounded-lg border p-4", isCurrent && "border-primary ring-1 ring-primary")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {plan.name}
        </h3>
        {isCurrent && <Badge>Current plan</Badge>}
      </div>
      <div className="grid gap-0.5">
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{cents === 0 ? "R 0" : formatRand(cents)}</p>
        <p className="text-sm text-muted-foreground">
          {cents === 0 ? "always free" : PERIOD_WORDS[period].per}
          {cents > 0 && period === "yearly" && (
            <span className="block text-xs">{formatRand(Math.round(cents / 12))} a month, 2 months free</span>
          )}
        </p>
      </div>
      <PlanLinesList plan={plan} />
      <div className="mt-auto pt-2">
        {isCurrent ? (
          <p className="text-sm font-medium text-muted-foreground">Your plan</p>
        ) : lockedBy && !isHigher ? (
          <p className="text-sm font-medium text-muted-foreground" aria-describedby={lockedBy}>
            Not during grace
          </p>
        ) : (
          <Button asChild variant={isHigher ? "default" : "outline"} className="w-full">
            <Link to={`/admin/billing/${plan.id}${cents > 0 ? `?period=${period}` : ""}`}>
              {isHigher ? "Upgrade" : "Switch"}
              <span className="sr-only"> to {plan.name}</span>
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
