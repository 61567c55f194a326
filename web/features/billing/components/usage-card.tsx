import type { Plan } from "@common/plans";
import type { PlanUsage } from "@common/schemas/billing";
import { SettingsCard } from "@/components/settings-card";
import { UsageMeter } from "./usage-meter";

type Props = { usage: PlanUsage[]; plan: Plan; billingEnabled: boolean; description: string };

/** Every counted limit's meter: sites, members, media and this month's form submissions. */
export function UsageCard({ usage, plan, billingEnabled, description }: Props) {
  return (
    <SettingsCard title="Usage" description={description}>
      <ul className="grid gap-5" aria-label="Usage">
        {usage.map((entry) => (
          <UsageMeter key={entry.limit} usage={entry} plan={plan} billingEnabled={billingEnabled} />
        ))}
      </ul>
    </SettingsCard>
  );
}
