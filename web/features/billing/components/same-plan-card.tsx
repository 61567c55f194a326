import type { Billing } from "@common/schemas/billing";
import { Link } from "react-router";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { PERIOD_WORDS } from "../lib/plan-words";

/** The plan page of the plan the organization is on: nothing to change (a failed payment aside). */
export function SamePlanCard({ billing }: { billing: Billing }) {
  const isPaid = billing.plan.monthly_cents > 0;
  const failed = billing.grace?.reason === "payment_failed";
  return (
    <SettingsCard
      title={`You're on ${billing.plan.name}`}
      description={
        isPaid && billing.period
          ? `This is your plan, billed ${PERIOD_WORDS[billing.period].name.toLowerCase()}.`
          : "This is your plan."
      }
    >
      <div className="grid gap-3 text-sm">
        {failed && (
          <p>
            Your last payment did not arrive. Paying by card, PayFast tries your card again; paying by EFT, pay the open
            invoice listed on the Billing page with its reference.
          </p>
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link to="/admin/billing">Back to Billing</Link>
        </Button>
      </div>
    </SettingsCard>
  );
}
