import { ERROR_TITLES } from "@common/messages";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { type BuildProblem, buildErrorMessage, buildProblemsOf, formatProblem } from "../lib/build-problems";

type Props = {
  error: unknown;
  /** Opens the problem's file in the Code tab at its line; problems in files that do not exist are not links. */
  onOpenProblem: (problem: BuildProblem) => void;
  canOpen: (problem: BuildProblem) => boolean;
  onRetry: () => void;
};

/** 'Preview Error': the build's problems as `file:line:column message`, each a way into the code. */
export function PreviewError({ error, onOpenProblem, canOpen, onRetry }: Props) {
  const problems = buildProblemsOf(error);
  return (
    <div className="absolute inset-0 overflow-auto bg-background p-4 sm:p-6">
      <div role="alert" className="mx-auto flex max-w-2xl flex-col gap-4">
        <div className="flex items-start gap-3">
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-destructive">{ERROR_TITLES.previewError}</h3>
            <p className="text-sm text-muted-foreground">Failed to build page preview</p>
          </div>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
        {problems.length > 0 ? (
          <ul aria-label="Build problems" className="flex flex-col gap-1.5">
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on every build.
              <li key={index}>
                <ProblemItem problem={problem} onOpen={canOpen(problem) ? () => onOpenProblem(problem) : undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <pre className="whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-3 font-mono text-xs">
            {buildErrorMessage(error)}
          </pre>
        )}
      </div>
    </div>
  );
}

function ProblemItem({ problem, onOpen }: { problem: BuildProblem; onOpen?: () => void }) {
  const text = formatProblem(problem);
  const className =
    "block w-full whitespace-pre-wrap break-words rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-left font-mono text-xs";
  if (!onOpen) return <p className={className}>{text}</p>;
  return (
    <button
      type="button"
      onClick={onOpen}
      title={`Open ${problem.file} at line ${problem.line ?? 1}`}
      className={cn(
        className,
        "cursor-pointer transition-colors outline-none hover:bg-destructive/10 focus-visible:ring-[3px] focus-visible:ring-ring/50",
      )}
    >
      {text}
    </button>
  );
}
