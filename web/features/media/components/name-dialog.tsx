import { FieldDialog } from "@/components/field-dialog";

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
export function NameDialog(props: Props) {
  return (
    <FieldDialog
      {...props}
      check={(name) => (name ? null : "Name is required")}
      onFocus={(event) => {
        // The name without its extension is selected, as file managers do, so typing keeps the type.
        const dot = event.target.value.lastIndexOf(".");
        event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
      }}
    />
  );
}
