import { FieldDialog } from "@/components/field-dialog";

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
export function AddressDialog({ onClosed, ...props }: Props) {
  return (
    <FieldDialog
      {...props}
      contentProps={{
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          onClosed();
        },
      }}
    />
  );
}
