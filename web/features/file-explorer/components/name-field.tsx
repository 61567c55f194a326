import { type ComponentProps, useId, useState } from "react";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = Omit<ComponentProps<typeof Input>, "id" | "value" | "onChange"> & {
  label: string;
  value: string;
  /** Why the name was refused, under the field. */
  error: string | null;
  onChange: (value: string) => void;
};

/** The name of a file or folder being made or renamed, with the reason a name was refused. */
export function NameField({ label, value, error, onChange, ...inputProps }: Props) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        autoComplete="off"
        {...inputProps}
      />
    </FormField>
  );
}

/** The name typed so far and why it was refused; typing again clears the reason. Spread `field` on a NameField. */
export function useNameField(initialName: string) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  function onChange(next: string) {
    setName(next);
    setError(null);
  }
  return { name, setError, field: { value: name, error, onChange } };
}
