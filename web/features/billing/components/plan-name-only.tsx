import { LockIcon } from "lucide-react";
import { SettingsCard } from "@/components/settings-card";

/** What content editors, editors and viewers see: the plan's name, and who sees the rest. */
export function PlanNameOnly({ planName, billingEnabled }: { planName: string; billingEnabled: boolean }) {
  return (
    <SettingsCard
      title={`${planName} plan`}
      description={
        billingEnabled
          ? "Your organization's plan."
          : "Your organization's plan. Billing is off on this server: nothing to pay, and no plan limits."
      }
    >
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Only the organization's owners and admins see its usage, invoices and payments.
      </p>
    </SettingsCard>
  );
}
