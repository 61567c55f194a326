import { FILE_MESSAGES } from "@common/messages";
import type { SiteFile } from "@common/schemas/files";
import { useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { toast } from "@/components/ui/use-toast";
import { CodeEditor, useCreateFile } from "@/features/code-editor";
import { folderLabel, newItemPath } from "../lib/file-ops";
import { NameField, useNameField } from "./name-field";

/** The commit message of a file made in the explorer. */
const CREATE_COMMIT_MESSAGE = "Initial file creation";
const EDITOR_HEIGHT = "min(40vh, 20rem)";

type Props = {
  siteId: string;
  folder: string;
  isDirectory: boolean;
  existingPaths: ReadonlySet<string>;
  onClose: () => void;
  onCreated: (file: SiteFile) => void;
};

/** The create dialog: a name (and for files, content) in `folder`, by the rules of docs/product.md#explorer. */
export function CreateItemDialog({ siteId, folder, isDirectory, existingPaths, onClose, onCreated }: Props) {
  const { name, setError, field } = useNameField("");
  const [content, setContent] = useState("");
  const createFile = useCreateFile(siteId);
  const kind = isDirectory ? "Folder" : "File";
  const preview = newItemPath(folder, name || "example.js", isDirectory);

  function create() {
    const result = newItemPath(folder, name, isDirectory);
    if ("error" in result) return setError(result.error);
    if (existingPaths.has(result.path)) return setError(FILE_MESSAGES.alreadyExists(result.path));
    createFile.mutate(
      isDirectory
        ? { full_path: result.path, is_directory: true }
        : { full_path: result.path, content, commit_message: CREATE_COMMIT_MESSAGE },
      {
        onSuccess(file) {
          toast({ title: `${kind} created`, description: file.full_path });
          onCreated(file);
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`New ${kind}`}
      description={`Will be created in: ${folderLabel(folder)}`}
      submitLabel={`Create ${kind}`}
      busyLabel="Creating..."
      busy={createFile.isPending}
      onSubmit={create}
      contentProps={{ className: isDirectory ? undefined : "sm:max-w-2xl" }}
      formClassName="grid min-w-0 gap-4"
    >
      <NameField label="Name" {...field} placeholder={isDirectory ? "assets" : "example.js"} autoFocus />
      {isDirectory ? null : (
        <fieldset className="grid min-w-0 gap-2">
          <legend className="mb-2 text-sm font-medium leading-none">Content</legend>
          <div className="min-w-0 overflow-hidden rounded-md border">
            <CodeEditor
              path={"path" in preview ? preview.path : "example.js"}
              value={content}
              onChange={setContent}
              onSaveShortcut={setContent}
              height={EDITOR_HEIGHT}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            Use Ctrl+S or Cmd+S to format code. Drag files to folders to move them.
          </p>
        </fieldset>
      )}
    </FormDialog>
  );
}
