import { parentPath } from "@common/files";
import { FILE_MESSAGES } from "@common/messages";
import { useRef } from "react";
import { FormDialog } from "@/components/form-dialog";
import { folderLabel, renamedPath } from "../lib/file-ops";
import type { FileTreeNode } from "../lib/file-tree";
import { NameField, useNameField } from "./name-field";

type Props = {
  node: FileTreeNode;
  existingPaths: ReadonlySet<string>;
  isPending: boolean;
  onRename: (newPath: string) => void;
  onClose: () => void;
};

/** Focuses the name with the part before its extension selected, as file managers do. */
function focusBaseName(input: HTMLInputElement | null) {
  if (!input) return;
  input.focus();
  const dot = input.value.lastIndexOf(".");
  input.setSelectionRange(0, dot > 0 ? dot : input.value.length);
}

/** Renames a file in place: a move within the same folder. */
export function RenameDialog({ node, existingPaths, isPending, onRename, onClose }: Props) {
  const { name, setError, field } = useNameField(node.name);
  const inputRef = useRef<HTMLInputElement>(null);

  function rename() {
    const result = renamedPath(node, name);
    if ("error" in result) return setError(result.error);
    if (result.path !== node.full_path && existingPaths.has(result.path)) {
      return setError(FILE_MESSAGES.alreadyExists(result.path));
    }
    onRename(result.path);
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Rename ${node.isDirectory ? "Folder" : "File"}`}
      description={`In: ${folderLabel(parentPath(node.full_path))}`}
      submitLabel="Rename"
      busyLabel="Renaming..."
      busy={isPending}
      onSubmit={rename}
      contentProps={{
        onOpenAutoFocus(event) {
          // The dialog would select the whole name; keep the extension out of the selection.
          event.preventDefault();
          focusBaseName(inputRef.current);
        },
      }}
    >
      <NameField label="New name" {...field} ref={inputRef} />
    </FormDialog>
  );
}
