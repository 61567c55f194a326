import { type ComponentProps, type FocusEvent, useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = Pick<ComponentProps<typeof FormDialog>, "title" | "description" | "submitLabel" | "contentProps"> & {
  label: string;
  initial: string;
  placeholder?: string;
  busyLabel?: string;
  busy?: boolean;
  /** The trimmed value's problem in words, found before anything is sent; null when it may go. */
  check: (value: string) => string | null;
  /** A refusal from the server, shown under the field. */
  error?: string | null;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onSubmit: (value: string) => void;
  onClose: () => void;
};

/** A dialog that asks for one line of text (a name, an address), checked before it is taken. */
export function FieldDialog({ label, initial, placeholder, check, error = null, onFocus, ...dialog }: Props) {
  const { busy = false, busyLabel = dialog.submitLabel, onSubmit, onClose, ...shown } = dialog;
  const id = useId();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  return (
    <FormDialog
      {...shown}
      open
      onOpenChange={(open) => !open && onClose()}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={() => {
        const found = check(value.trim());
        setProblem(found);
        if (!found) onSubmit(value.trim());
      }}
    >
      <FormField id={id} label={label} error={message}>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          autoFocus
          onFocus={onFocus}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldErrorId(id) : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
