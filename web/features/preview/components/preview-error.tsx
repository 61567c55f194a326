import { pageInWords } from "@common/page-routes";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { ProblemFixes } from "@/components/problem-fixes";
import { TechnicalDetails } from "@/components/technical-details";
import { Button } from "@/components/ui/button";
import {
  type BuildProblem,
  buildErrorMessage,
  buildProblemsOf,
  formatProblem,
  type ProblemActions,
  problemToFix,
  whereTheMistakeIs,
} from "@/lib/build-problems";
import { cn } from "@/lib/utils";

type Props = {
  /** The page that was being built. */
  pagePath: string;
  error: unknown;
  actions: ProblemActions;
  onRetry: () => void;
};

/**
 * A page that cannot be shown, in words a business owner understands (docs/product.md#preview): which page
 * broke and where, "Undo my last change", "Show the line", and the build's own words under Technical details.
 */
export function PreviewError({ pagePath, error, actions, onRetry }: Props) {
  const problems = buildProblemsOf(error);
  const toFix = problemToFix(problems, actions.hasFile);
  const page = pageInWords(pagePath);
  const retry = (
    <Button variant="ghost" size="sm" className="phone:h-11" onClick={onRetry}>
      <RotateCwIcon aria-hidden="true" />
      Try again
    </Button>
  );
  return (
    <div className="absolute inset-0 overflow-auto bg-background p-4 sm:p-6">
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <div role="alert" className="flex items-start gap-3">
          <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid min-w-0 gap-1">
            <h3 className="font-semibold">
              {problems.length > 0 ? `${page} has a mistake and cannot be shown` : `${page} cannot be shown right now`}
            </h3>
            <p className="text-sm text-muted-foreground">
              {problems.length === 0
                ? buildErrorMessage(error)
                : toFix
                  ? whereTheMistakeIs(toFix)
                  : "The mistake is outside the site's own files: see the technical details."}
            </p>
          </div>
        </div>
        {toFix ? (
          <ProblemFixes problem={toFix} actions={actions}>
            {retry}
          </ProblemFixes>
        ) : (
          <div>{retry}</div>
        )}
        {problems.length > 0 && (
          <TechnicalDetails>
            <ul aria-label="Build problems" className="flex flex-col gap-1.5">
              {problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on every build.
                <li key={index}>
                  <ProblemItem
                    problem={problem}
                    onOpen={problem.file && actions.hasFile(problem.file) ? () => actions.showLine(problem) : undefined}
                  />
                </li>
              ))}
            </ul>
          </TechnicalDetails>
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
