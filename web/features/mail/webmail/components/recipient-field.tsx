import type { ReactNode } from "react";
import { fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  value: string;
  error: string | null;
  /** Beside the field: the buttons that add Cc and Bcc. */
  aside?: ReactNode;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
};

/** One line of addresses, separated by commas; a label at its start as mail clients have it. */
export function RecipientField({ id, label, value, error, aside, autoFocus, onChange, onBlur }: Props) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="w-14 shrink-0 text-sm text-muted-foreground">
          {label}
        </label>
        <Input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder="name@example.co.za, another@example.co.za"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {aside}
      </div>
      {error && (
        <p id={fieldErrorId(id)} className="pl-16 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
