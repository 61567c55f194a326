import type { BillingPeriod } from "@common/plans";
import { useEffect, useId, useState } from "react";
import { PERIOD_WORDS } from "../lib/plan-words";

const PERIODS: BillingPeriod[] = ["monthly", "yearly"];

/**
 * Monthly or yearly billing: two radio buttons drawn as one switch. A year costs ten months. The choice shows
 * at once, while the page it changes (a search parameter, a navigation) follows.
 */
export function PeriodSwitch({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const name = useId();
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <fieldset className="flex w-fit flex-wrap gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">Billing period</legend>
      {PERIODS.map((period) => (
        <label
          key={period}
          className="relative flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-foreground/70 transition-colors pointer-coarse:min-h-11 has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
        >
          <input
            type="radio"
            name={name}
            value={period}
            checked={shown === period}
            onChange={() => {
              setShown(period);
              onChange(period);
            }}
            className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
          />
          {PERIOD_WORDS[period].name}
          {period === "yearly" && <span className="text-xs font-normal">(2 months free)</span>}
        </label>
      ))}
    </fieldset>
  );
}
