import { PLANS, vatCents } from "@common/plans";
import type { Billing, PlanChange } from "@common/schemas/billing";
import { SettingsCard } from "@/components/settings-card";
import { planDifferences, planOf, priceText, rand } from "../lib/plan-words";
import { ChangeList } from "./change-list";
import { PaymentChoice } from "./payment-choice";

type Props = { organizationId: string; billing: Billing; change: PlanChange };

/** An upgrade: what is gained, what is due today (prorated) and after, VAT shown, and the ways to pay. */
export function UpgradePanel({ organizationId, billing, change }: Props) {
  if (change.plan === "free") return null;
  const target = PLANS[change.plan];
  const { gained } = planDifferences(planOf(billing.plan.id), target);
  const due = change.due_now_cents;
  const isProrated = due < change.recurring_cents;
  const renews = change.direction === "renew";
  return (
    <SettingsCard
      title={renews ? `Keep ${target.name}` : `Upgrade to ${target.name}`}
      description={
        renews
          ? "The last payment did not go through. Pay again to keep your plan and end the grace period."
          : "What you gain, and what is due today."
      }
    >
      <div className="grid gap-5">
        {!renews && <ChangeList title="What you gain" lines={gained} kind="gain" />}
        <div className="grid gap-1 rounded-lg bg-muted p-4">
          <p className="text-lg font-semibold tabular-nums">
            {rand(due)} today, then {priceText(change.recurring_cents, change.period)}
          </p>
          <p className="text-sm text-muted-foreground">
            VAT included: {rand(vatCents(due))} of today's amount is VAT (15 %).
            {isProrated && " Today's amount is less what is left of the period you have already paid for."}
          </p>
        </div>
        <PaymentChoice
          organizationId={organizationId}
          planId={change.plan}
          planName={target.name}
          period={change.period}
          cardPayments={billing.card_payments}
        />
      </div>
    </SettingsCard>
  );
}
