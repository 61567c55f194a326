import { LockIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { usePermission } from "@/features/auth";

/** Above the billing an admin reads: everything is shown, and only owners pay or change it. */
export function OwnersOnlyNotice() {
  const { allowed } = usePermission("billing:change");
  if (allowed) return null;
  return (
    <Alert role="note">
      <LockIcon aria-hidden="true" />
      <AlertTitle>Only owners change the plan</AlertTitle>
      <AlertDescription>
        You see the plan, usage, invoices and billing details. Paying, changing or cancelling the plan and editing the
        billing details are for the organization's owners.
      </AlertDescription>
    </Alert>
  );
}
