import type { Billing } from "@common/schemas/billing";
import { CalendarClockIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { formatLongDate } from "@/lib/dates";
import { useCancelChange } from "../api/billing-api";
import { PERIOD_WORDS } from "../lib/plan-words";
import { InPlaceError } from "./in-place-error";

type Scheduled = NonNullable<Billing["scheduled"]>;
type Props = { scheduled: Scheduled; planName: string; organizationId: string };

/** A downgrade or cancellation waiting for the end of the period, and "Keep my plan" to forget it. */
export function ScheduledNotice({ scheduled, planName, organizationId }: Props) {
  const keep = useCancelChange(organizationId);
  const toFree = scheduled.plan === "free";
  return (
    <Alert role="status">
      <CalendarClockIcon aria-hidden="true" />
      <AlertTitle>
        Moves to {scheduled.plan_name} on {formatLongDate(scheduled.on)}
      </AlertTitle>
      <AlertDescription>
        <p>
          {planName} stays until then
          {toFree
            ? "; nothing more is charged."
            : `; ${scheduled.plan_name} is then billed ${PERIOD_WORDS[scheduled.period].name.toLowerCase()}.`}
        </p>
        <div className="mt-2 grid gap-2">
          <RequiresPermission permission="billing:change">
            <Button
              size="sm"
              variant="outline"
              className="w-fit"
              disabled={keep.isPending}
              onClick={() => keep.mutate()}
            >
              {keep.isPending ? "Keeping..." : "Keep my plan"}
            </Button>
          </RequiresPermission>
          <InPlaceError error={keep.error} />
        </div>
      </AlertDescription>
    </Alert>
  );
}
