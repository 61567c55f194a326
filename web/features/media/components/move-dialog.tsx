import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";

type Props = {
  title: string;
  /** Where it is now; chosen first, and moving there changes nothing. */
  current: string;
  /** The folders it may go to. */
  folders: string[];
  busy: boolean;
  error: string | null;
  onSubmit: (folder: string) => void;
  onClose: () => void;
};

/** Choose the folder a file or folder goes into. */
export function MoveDialog({ title, current, folders, busy, error, onSubmit, onClose }: Props) {
  const id = useId();
  const [folder, setFolder] = useState(current);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description="Its address changes with it: pages that name the old one need the new one."
      submitLabel="Move"
      busyLabel="Moving..."
      busy={busy}
      canSubmit={folder !== current}
      onSubmit={() => onSubmit(folder)}
    >
      <FormField id={id} label="Folder" error={error}>
        <NativeSelect
          id={id}
          value={folder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          onChange={(event) => setFolder(event.target.value)}
        >
          <option value="">Top of the library</option>
          {folders.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}
