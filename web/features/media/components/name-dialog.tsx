import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  title: string;
  description: string;
  label: string;
  initial: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A refusal from the server, shown under the field. */
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** A name to give: a new folder, or a file or folder renamed. */
export function NameDialog({
  title,
  description,
  label,
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: Props) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [blank, setBlank] = useState(false);
  const shown = blank ? "Name is required" : error;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={() => {
        if (!name.trim()) return setBlank(true);
        onSubmit(name.trim());
      }}
    >
      <FormField id={id} label={label} error={shown}>
        <Input
          id={id}
          value={name}
          autoFocus
          onFocus={(event) => {
            // The name without its extension is selected, as file managers do, so typing keeps the type.
            const dot = event.target.value.lastIndexOf(".");
            event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? fieldErrorId(id) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setBlank(false);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
