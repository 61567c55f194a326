import type { ReactNode } from "react";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { type DataPath, fieldId, getAt, pathKey } from "../lib/data-paths";
import { useDetailsForm } from "./details-form-context";

type Props = {
  path: DataPath;
  label: ReactNode;
  hint?: string;
  placeholder?: string;
  /** Paragraphs rather than a line. */
  rows?: number;
  /** Written the one way once the person leaves the field ("320" → "R 320"). */
  normalise?: (text: string) => string;
  type?: "text" | "tel" | "email";
  autoComplete?: string;
  /** Suggestions the field offers as it is typed (the sections services already have). */
  suggestions?: string[];
  className?: string;
};

/** One text of the details, with its label, hint and problem, bound to its place in site.json. */
export function TextField({
  path,
  label,
  hint,
  placeholder,
  rows,
  normalise,
  type,
  autoComplete,
  suggestions,
  className,
}: Props) {
  const { data, errors, update, readOnly } = useDetailsForm();
  const id = fieldId(path);
  const value = getAt(data, path);
  const error = errors[pathKey(path)];
  const hintId = `${id}-hint`;
  const listId = suggestions?.length ? `${id}-suggestions` : undefined;
  const control = {
    id,
    value: typeof value === "string" ? value : "",
    placeholder,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [error && fieldErrorId(id), hint && hintId].filter(Boolean).join(" ") || undefined,
    onBlur: normalise
      ? (event: { target: { value: string } }) => {
          const written = normalise(event.target.value);
          if (written !== event.target.value) update(path, written);
        }
      : undefined,
  };
  return (
    <FormField id={id} label={label} error={error} className={cn("min-w-0", className)}>
      {rows ? (
        <Textarea {...control} rows={rows} onChange={(event) => update(path, event.target.value)} />
      ) : (
        <Input
          {...control}
          type={type ?? "text"}
          autoComplete={autoComplete ?? "off"}
          list={listId}
          onChange={(event) => update(path, event.target.value)}
        />
      )}
      {listId && (
        <datalist id={listId}>
          {suggestions?.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </FormField>
  );
}
