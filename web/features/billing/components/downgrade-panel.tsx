import { GRACE_DAYS, PLANS } from "@common/plans";
import type { Billing, PlanChange } from "@common/schemas/billing";
import { TriangleAlertIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { formatLongDate } from "@/lib/dates";
import { useScheduleChange } from "../api/billing-api";
import { overText, planDifferences, planOf } from "../lib/plan-words";
import { ChangeList } from "./change-list";
import { InPlaceError } from "./in-place-error";

type Props = { organizationId: string; billing: Billing; change: PlanChange };

/**
 * A downgrade: what is lost, the limits the organization would be over (a grace period follows), the day
 * it takes effect (the end of the period paid for), and the owner's button to schedule it.
 */
export function DowngradePanel({ organizationId, billing, change }: Props) {
  const navigate = useNavigate();
  const schedule = useScheduleChange(organizationId);
  const current = planOf(billing.plan.id);
  const target = PLANS[change.plan];
  const { lost } = planDifferences(current, target);
  const on = formatLongDate(change.effective_on);
  function switchPlan() {
    schedule.mutate(
      { plan: change.plan, period: change.period },
      {
        onSuccess() {
          toast({ title: `Moves to ${target.name} on ${on}`, description: `${current.name} stays until then` });
          navigate("/admin/billing");
        },
      },
    );
  }
  return (
    <SettingsCard
      title={`Switch to ${target.name}`}
      description={`${current.name} stays until ${on}, the end of the period paid for; ${target.name} starts then.`}
    >
      <div className="grid gap-5">
        <ChangeList title="What you lose" lines={lost} kind="loss" />
        {change.over.length > 0 && (
          <div className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            <p>
              On {target.name} the organization would be over: {change.over.map(overText).join(", ")}. From {on}, a{" "}
              {GRACE_DAYS}-day grace period follows: {current.name}'s limits hold until it ends, so there is time to
              remove what is over.
            </p>
          </div>
        )}
        <div className="grid gap-2">
          <RequiresPermission permission="billing:change">
            <Button
              variant="outline"
              className="h-auto min-h-9 w-fit max-w-full whitespace-normal"
              disabled={schedule.isPending}
              onClick={switchPlan}
            >
              {schedule.isPending ? "Switching..." : `Switch to ${target.name} on ${on}`}
            </Button>
          </RequiresPermission>
          <InPlaceError error={schedule.error} />
        </div>
      </div>
    </SettingsCard>
  );
}
