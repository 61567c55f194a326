import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { CREATOR_STEPS, type CreatorDraft, type CreatorStepId, stepErrors } from "../lib/creator-steps";

type Props = { current: CreatorStepId; draft: CreatorDraft; onGoTo: (step: CreatorStepId) => void };

/** The wizard's steps: the current one marked for screen readers; done ones (and the next) can be revisited. */
export function CreatorStepList({ current, draft, onGoTo }: Props) {
  const currentIndex = CREATOR_STEPS.findIndex((step) => step.id === current);
  // A step may be opened when every step before it is complete.
  const reachable = (index: number) =>
    CREATOR_STEPS.slice(0, index).every((step) => Object.keys(stepErrors(draft, step.id)).length === 0);
  return (
    <nav aria-label="Steps of the site creator">
      <ol className="flex flex-wrap gap-2">
        {CREATOR_STEPS.map((step, index) => {
          const isCurrent = step.id === current;
          const isDone = index < currentIndex;
          return (
            <li key={step.id}>
              <button
                type="button"
                aria-current={isCurrent ? "step" : undefined}
                disabled={!isCurrent && !reachable(index)}
                onClick={() => onGoTo(step.id)}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60 pointer-coarse:min-h-11",
                  isCurrent ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-5 items-center justify-center rounded-full border border-current text-xs"
                >
                  {isDone ? <CheckIcon className="size-3" /> : index + 1}
                </span>
                {step.label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
