import type { StepProps } from "./step-props";
import { TextField } from "./text-field";

/** The business's name, its kind and a short line about it. */
export function BusinessStep({ draft, update, errors }: StepProps) {
  return (
    <div className="grid max-w-xl gap-4">
      <TextField
        id="creator-name"
        label="Business name"
        value={draft.name}
        onChange={(name) => update({ name })}
        error={errors.name}
        autoComplete="organization"
        maxLength={80}
      />
      <TextField
        id="creator-category"
        label="Kind of business"
        hint="Such as restaurant, salon, plumber, church or shop."
        value={draft.category}
        onChange={(category) => update({ category })}
        error={errors.category}
        maxLength={40}
      />
      <TextField
        id="creator-tagline"
        label="Tagline (optional)"
        hint="One short line under your name, such as “Fresh bread every morning since 1998”."
        value={draft.tagline}
        onChange={(tagline) => update({ tagline })}
        error={errors.tagline}
        maxLength={160}
      />
    </div>
  );
}
