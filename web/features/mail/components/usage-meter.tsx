import { useId } from "react";
import { cn } from "@/lib/utils";
import { usageText } from "../lib/mail-words";

// A native <meter>, drawn as the app's bars: the browsers paint its parts with gradients of their own,
// which `background` (not only its colour) replaces.
const METER = cn(
  "block h-2 w-full appearance-none overflow-hidden rounded-full border-0 [background:var(--color-muted)]",
  "[&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:[background:var(--color-muted)]",
  "[&::-webkit-meter-optimum-value]:rounded-full [&::-moz-meter-bar]:rounded-full",
  "[&::-webkit-meter-optimum-value]:[background:var(--color-primary)] [&::-moz-meter-bar]:[background:var(--color-primary)]",
);
const METER_FULL =
  "[&::-webkit-meter-suboptimum-value]:[background:var(--color-warning)] [&::-webkit-meter-even-less-good-value]:[background:var(--color-warning)] [&::-moz-meter-bar]:[background:var(--color-warning)]";

/** Share of the quota past which the bar warns. */
const NEARLY_FULL = 0.9;

/** A mailbox's stored mail against its quota: "1.2 MB of 5 GB used" over a bar. */
export function UsageMeter({ used, quota }: { used: number; quota: number }) {
  const labelId = useId();
  const text = usageText(used, quota);
  const isNearlyFull = quota > 0 && used / quota >= NEARLY_FULL;
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-xs text-muted-foreground tabular-nums">
        {text}
      </span>
      <meter
        aria-labelledby={labelId}
        aria-valuetext={text}
        min={0}
        max={quota}
        high={quota * NEARLY_FULL}
        value={Math.min(used, quota)}
        className={cn(METER, isNearlyFull && METER_FULL)}
      />
    </div>
  );
}
