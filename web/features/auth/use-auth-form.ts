import { type ChangeEvent, useState } from "react";
import { fieldErrorId } from "@/components/ui/form-field";
import { type FieldErrors, hasErrors } from "@/lib/form-errors";

/** `confirmPassword` → `confirm-password`: the input's id and the key of its label. */
export function fieldId(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Values, client-side errors and input props of a small auth form. */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function bind(field: Field) {
    const id = fieldId(field);
    return {
      id,
      name: field,
      value: values[field],
      onChange(event: ChangeEvent<HTMLInputElement>) {
        const value = event.target.value;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? fieldErrorId(id) : undefined,
    };
  }

  /** Runs the validator; on failure shows the messages and focuses the first invalid field. */
  function validate(validator: (values: Values) => FieldErrors<Field>): boolean {
    const found = Object.fromEntries(
      Object.entries(validator(values)).filter(([, message]) => message),
    ) as FieldErrors<Field>;
    setErrors(found);
    if (!hasErrors(found)) return true;
    const first = Object.keys(found)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
    return false;
  }

  return { values, errors, bind, validate };
}
