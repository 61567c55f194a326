import type { CreatorDraft, CreatorStepId } from "../lib/creator-steps";

/** What every step of the wizard is given: the whole draft, a way to change it, and the step's problems. */
export type StepProps = {
  draft: CreatorDraft;
  update: (change: Partial<CreatorDraft>) => void;
  /** By field name ("name", "hours.0.days"); empty while the step has not been checked. */
  errors: Record<string, string>;
  onGoTo: (step: CreatorStepId) => void;
};
