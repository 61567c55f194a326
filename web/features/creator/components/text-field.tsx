import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** More ids that describe the field (a status beside its group's heading). */
  describedBy?: string;
} & Pick<React.ComponentProps<"input">, "type" | "autoComplete" | "placeholder" | "inputMode" | "maxLength">;

/** A labelled one-line field of the wizard, with its hint and its problem read out with it. */
export function TextField({ id, label, value, onChange, error, hint, describedBy, ...input }: Props) {
  const described = [hint ? `${id}-hint` : "", describedBy ?? "", error ? fieldErrorId(id) : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <FormField id={id} label={label} error={error}>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
    </FormField>
  );
}
