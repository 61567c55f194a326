import { priceCents } from "@common/plans";
import type { Billing } from "@common/schemas/billing";
import { SettingsCard } from "@/components/settings-card";
import { Badge } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/dates";
import { PAYMENT_METHOD_NAMES, PERIOD_WORDS, planOf, priceText } from "../lib/plan-words";
import { CancelPlanButton } from "./cancel-plan-button";

/** The facts of a paid plan, term by term: price, period, the next date that matters, how it is paid. */
function paidPlanFacts(billing: Billing): [string, string][] {
  const period = billing.period ?? "monthly";
  const facts: [string, string][] = [
    ["Price", `${priceText(priceCents(planOf(billing.plan.id), period), period)}, VAT included`],
    ["Billed", PERIOD_WORDS[period].name],
  ];
  if (billing.grace) facts.push(["Grace ends on", formatLongDate(billing.grace.ends_at)]);
  else if (billing.renews_at) {
    const isEnding = billing.scheduled?.plan === "free";
    facts.push([isEnding ? "Ends on" : "Renews on", formatLongDate(billing.renews_at)]);
  }
  if (billing.payment_method) facts.push(["Payment method", PAYMENT_METHOD_NAMES[billing.payment_method]]);
  return facts;
}

/** The plan the organization is on: its price, period, renewal and how it is paid; an owner can cancel it. */
export function CurrentPlanCard({ billing, organizationId }: { billing: Billing; organizationId: string }) {
  const plan = planOf(billing.plan.id);
  const isPaid = plan.monthlyCents > 0;
  const facts = isPaid ? paidPlanFacts(billing) : [["Price", "R 0: nothing to pay"]];
  return (
    <SettingsCard title="Your plan" description="What the organization is on now and how it pays for it.">
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-2xl font-semibold tracking-tight">{plan.name}</p>
          <Badge variant="secondary">Current plan</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {isPaid && !billing.scheduled && !billing.grace && (
          <div>
            <CancelPlanButton
              organizationId={organizationId}
              planName={plan.name}
              endsOn={formatLongDate(billing.renews_at ?? null)}
            />
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
