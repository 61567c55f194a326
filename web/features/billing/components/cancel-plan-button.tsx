import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { useScheduleChange } from "../api/billing-api";
import { InPlaceError } from "./in-place-error";

type Props = { organizationId: string; planName: string; endsOn: string };

/** An owner's "Cancel plan": the plan stays until the end of the period paid for, then Free follows. */
export function CancelPlanButton({ organizationId, planName, endsOn }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const change = useScheduleChange(organizationId);
  function close() {
    change.reset();
    setIsOpen(false);
  }
  function cancelPlan() {
    // The answer redraws Billing without this button (a plan already cancelled has none), so the toast
    // follows the promise: mutate's own callbacks are dropped once their component has gone.
    change.mutateAsync({ plan: "free", period: "monthly" }).then(
      () => {
        toast({ title: "Plan cancelled", description: `${planName} stays until ${endsOn}, then Free follows` });
        setIsOpen(false);
      },
      // Shown in the dialog, which stays open.
      () => undefined,
    );
  }
  return (
    <>
      <RequiresPermission permission="billing:change">
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          Cancel plan
        </Button>
      </RequiresPermission>
      {isOpen && (
        <ConfirmDialog
          title={`Cancel ${planName}?`}
          description={`${planName} stays until ${endsOn}, the end of the period paid for. Then the organization moves to Free and nothing more is charged.`}
          details={<InPlaceError error={change.error} />}
          action="Cancel plan"
          busyAction="Cancelling..."
          cancelLabel="Keep my plan"
          isBusy={change.isPending}
          onConfirm={cancelPlan}
          onClose={close}
        />
      )}
    </>
  );
}
