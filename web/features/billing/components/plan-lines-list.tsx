import type { Plan } from "@common/plans";
import { CheckIcon, MinusIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { planLines } from "../lib/plan-words";

/** What a plan includes, ticked, and what it lacks, dimmed. */
export function PlanLinesList({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul className={cn("grid gap-1.5 text-sm", className)}>
      {planLines(plan).map((line) => (
        <li key={line.label} className={cn("flex items-start gap-2", !line.included && "text-muted-foreground")}>
          {line.included ? (
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <MinusIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <span>
            {!line.included && <span className="sr-only">Not included: </span>}
            {line.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
