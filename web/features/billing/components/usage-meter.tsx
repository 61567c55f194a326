import { nextPlanFor, type Plan, planLimitMessage } from "@common/plans";
import type { PlanUsage } from "@common/schemas/billing";
import { ArrowUpRightIcon, TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { LIMIT_TITLES, usageText } from "../lib/plan-words";

type Props = { usage: PlanUsage; plan: Plan; billingEnabled: boolean };

// A native <meter>, drawn as the app's bars: the browsers paint its parts with gradients of their own,
// which `background` (not only its colour) replaces.
const METER = cn(
  "block h-2 w-full appearance-none overflow-hidden rounded-full border-0 [background:var(--color-muted)]",
  "[&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:[background:var(--color-muted)]",
  "[&::-webkit-meter-optimum-value]:rounded-full [&::-moz-meter-bar]:rounded-full",
);
const METER_PART =
  "[&::-webkit-meter-optimum-value]:[background:var(--color-primary)] [&::-moz-meter-bar]:[background:var(--color-primary)]";
const METER_FULL =
  "[&::-webkit-meter-optimum-value]:[background:var(--color-warning)] [&::-moz-meter-bar]:[background:var(--color-warning)]";

/**
 * One counted limit: its name, "1 of 2 sites" and a bar. At or past the figure the bar turns to the
 * warning colour and, where the plan's own figure is the one that holds, says what the next plan offers.
 */
export function UsageMeter({ usage, plan, billingEnabled }: Props) {
  const labelId = useId();
  const { limit, used, included } = usage;
  const text = usageText(limit, used, included);
  const isFull = included !== null && used >= included;
  return (
    <li className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span id={labelId} className="font-medium">
          {LIMIT_TITLES[limit]}
        </span>
        <span className={cn("tabular-nums", isFull ? "font-medium text-foreground" : "text-muted-foreground")}>
          {text}
          {included === null && " · No limit"}
        </span>
      </div>
      {included !== null && (
        <meter
          aria-labelledby={labelId}
          aria-valuetext={text}
          min={0}
          max={included}
          value={used}
          className={cn(METER, isFull ? METER_FULL : METER_PART)}
        />
      )}
      {isFull && <LimitReached usage={usage} plan={plan} billingEnabled={billingEnabled} />}
    </li>
  );
}

function LimitReached({ usage, plan, billingEnabled }: Props) {
  // The installation's own bound may be lower than the plan's figure: no plan lifts it.
  const isPlanFigure = billingEnabled && usage.included === plan.limits[usage.limit];
  const next = isPlanFigure ? nextPlanFor(plan, usage.limit) : undefined;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <span>
          {isPlanFigure
            ? planLimitMessage(plan, usage.limit)
            : "This server allows no more: its operator sets the limit."}
        </span>
      </p>
      {next && (
        <Button asChild size="sm" className="self-start sm:self-auto">
          <Link to={`/admin/billing/${next.id}`}>
            Upgrade<span className="sr-only"> to {next.name}</span>
            <ArrowUpRightIcon aria-hidden="true" />
          </Link>
        </Button>
      )}
    </div>
  );
}
