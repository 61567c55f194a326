import type { Submission } from "@common/schemas/forms";
import type { ReactNode } from "react";
import { TechnicalDetails } from "@/components/technical-details";

/** What only a technical reader needs, folded away: the raw user agent and the fields' own names. */
export function SubmissionTechnicalDetails({ submission }: { submission: Submission }) {
  return (
    <TechnicalDetails className="-mt-2">
      <dl className="grid gap-2">
        <Fact term="User agent">
          <span className="text-xs break-all">{submission.user_agent || "Not sent"}</span>
        </Fact>
        {submission.fields.length > 0 && (
          <Fact term="Field names">
            <span className="text-xs break-all">{submission.fields.map((field) => field.name).join(", ")}</span>
          </Fact>
        )}
      </dl>
    </TechnicalDetails>
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
