import { Checkbox } from "@/components/ui/checkbox";
import { fieldErrorId } from "@/components/ui/form-field";

export type Choice = { id: string; label: string; detail?: string };

type Props = {
  /** Names the group: "Who reads it". */
  legend: string;
  /** The group's own id, for its error and hint. */
  id: string;
  choices: Choice[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  hint?: string;
  error?: string;
  /** Shown in place of the boxes when there is nothing to choose. */
  empty: string;
};

/** A few boxes to tick, one line each (a member, a mailbox), under a legend, with the group's hint or error. */
export function ChoiceList({ legend, id, choices, chosen, onChange, hint, error, empty }: Props) {
  const hintId = `${id}-hint`;
  function toggle(choiceId: string) {
    onChange(chosen.includes(choiceId) ? chosen.filter((one) => one !== choiceId) : [...chosen, choiceId]);
  }
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? fieldErrorId(id) : hint ? hintId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {choices.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="grid max-h-52 gap-0.5 overflow-y-auto rounded-md border p-1">
          {choices.map((choice) => (
            <label
              key={choice.id}
              className="flex min-h-9 cursor-pointer items-center gap-3 rounded-sm px-2 py-1 hover:bg-accent pointer-coarse:min-h-11"
            >
              <Checkbox checked={chosen.includes(choice.id)} onChange={() => toggle(choice.id)} />
              <span className="grid min-w-0 flex-1 text-sm">
                <span className="truncate font-medium">{choice.label}</span>
                {choice.detail && <span className="truncate text-xs text-muted-foreground">{choice.detail}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={fieldErrorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
