import { CodeIcon, Loader2Icon, Undo2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { PlacedProblem, ProblemActions } from "@/lib/build-problems";

type Props = {
  problem: PlacedProblem;
  actions: ProblemActions;
  /** After a successful undo (a failed publish's banner goes away). */
  onUndone?: () => void;
  /** More buttons after these (Try again). */
  children?: ReactNode;
};

/**
 * The two ways out of a broken page (docs/product.md#preview): "Undo my last change" to the file the
 * build names, and, for people who code, "Show the line".
 */
export function ProblemFixes({ problem, actions, onUndone, children }: Props) {
  const { undo } = actions;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {undo && (
        <Button
          size="sm"
          className="phone:h-11"
          disabled={actions.isUndoing}
          title={`Go back to ${problem.file} as it was before your last change`}
          onClick={async () => {
            if (await undo(problem)) onUndone?.();
          }}
        >
          {actions.isUndoing ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <Undo2Icon aria-hidden="true" />
          )}
          Undo my last change
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        className="phone:h-11"
        title={`Open ${problem.file}${problem.line ? ` at line ${problem.line}` : ""} in the Code tab`}
        onClick={() => actions.showLine(problem)}
      >
        <CodeIcon aria-hidden="true" />
        Show the line
      </Button>
      {children}
    </div>
  );
}
