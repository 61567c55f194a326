import { pageInWords, routeForPage } from "@common/page-routes";
import type { Site } from "@common/schemas/sites";
import { CircleAlertIcon, XIcon } from "lucide-react";
import { useId } from "react";
import { ProblemFixes } from "@/components/problem-fixes";
import { TechnicalDetails } from "@/components/technical-details";
import { Button } from "@/components/ui/button";
import { formatProblem, type ProblemActions, problemToFix, whereTheMistakeIs } from "@/lib/build-problems";
import type { PublishFailure } from "./use-publish";

type Props = {
  site: Pick<Site, "name">;
  failure: PublishFailure;
  actions: ProblemActions;
  onDismiss: () => void;
};

/**
 * A publish a mistake stopped (docs/product.md#publish), under the header until dismissed: which page could
 * not be published, where the mistake is, and the ways out of a broken page.
 */
export function PublishFailedBanner({ site, failure, actions, onDismiss }: Props) {
  const titleId = useId();
  const toFix = problemToFix(failure.problems, actions.hasFile);
  const what = toFix && routeForPage(toFix.file) !== null ? pageInWords(toFix.file) : site.name;
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-start gap-2 border-b border-destructive/30 bg-destructive/10 px-3 py-2 text-sm"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        <div role="alert" className="grid gap-0.5">
          <h2 id={titleId} className="font-semibold">
            {what} could not be published
          </h2>
          {/* What the live site still shows is in the publish status, just above. */}
          {toFix && <p className="text-muted-foreground">{whereTheMistakeIs(toFix)}</p>}
        </div>
        {toFix && <ProblemFixes problem={toFix} actions={actions} onUndone={onDismiss} />}
        <TechnicalDetails>
          <p className="font-mono text-xs break-words whitespace-pre-wrap">
            {[failure.message, ...failure.problems.map(formatProblem)].join("\n")}
          </p>
        </TechnicalDetails>
      </div>
      <Button variant="ghost" size="icon" className="size-7 phone:size-11" aria-label="Dismiss" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
