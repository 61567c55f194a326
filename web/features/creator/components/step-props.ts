import type { CreatorDraft, CreatorStepId } from "../lib/creator-steps";
import type { CreatorExample } from "../lib/example-texts";

/** What every step of the wizard is given: the whole draft, a way to change it, and the step's problems. */
export type StepProps = {
  draft: CreatorDraft;
  update: (change: Partial<CreatorDraft>) => void;
  /** By field name ("name", "hours.0.days"); empty while the step has not been checked. */
  errors: Record<string, string>;
  /** Opens a step; with `focusId`, the element with that id is brought into view and its first field focused. */
  onGoTo: (step: CreatorStepId, focusId?: string) => void;
  /** The chosen template's sample business, its words named after the business; null while it loads. */
  example: CreatorExample | null;
};
