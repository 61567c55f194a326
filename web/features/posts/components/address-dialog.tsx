import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  title: string;
  description: string;
  label: string;
  placeholder: string;
  initial: string;
  submitLabel: string;
  /** The address's problem in words, or null when it may be used. */
  check: (address: string) => string | null;
  onSubmit: (address: string) => void;
  onClose: () => void;
  /** Once the dialog has gone: the body takes the focus back, at its selection. */
  onClosed: () => void;
};

/** Asks for one address (a link's, a video's), checked before the editor takes it. */
export function AddressDialog({
  title,
  description,
  label,
  placeholder,
  initial,
  submitLabel,
  check,
  onSubmit,
  onClose,
  onClosed,
}: Props) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel={submitLabel}
      busy={false}
      contentProps={{
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          onClosed();
        },
      }}
      onSubmit={() => {
        const problem = check(value.trim());
        if (problem) setError(problem);
        else onSubmit(value.trim());
      }}
    >
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
