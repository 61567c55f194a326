import type { Submission } from "@common/schemas/forms";
import { ChevronRightIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What only a technical reader needs, folded away: the raw user agent and the fields' own names. */
export function TechnicalDetails({ submission }: { submission: Submission }) {
  return (
    <details
      className="group -mt-2 text-sm"
      // At the foot of a panel that scrolls, what opens would be out of sight.
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.scrollIntoView({ block: "nearest" });
      }}
    >
      <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11 [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Technical details
      </summary>
      <dl className="mt-2 grid gap-2">
        <Fact term="User agent">
          <span className="text-xs break-all">{submission.user_agent || "Not sent"}</span>
        </Fact>
        {submission.fields.length > 0 && (
          <Fact term="Field names">
            <span className="text-xs break-all">{submission.fields.map((field) => field.name).join(", ")}</span>
          </Fact>
        )}
      </dl>
    </details>
  );
}

/** One line of facts about a submission: its term beside it. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
