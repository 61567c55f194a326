import type { SiteFile } from "@common/schemas/files";
import { FileXIcon } from "lucide-react";
import type { RefObject } from "react";
import { usePermission } from "@/features/auth";
import { CodeEditor, type CodeEditorHandle, useFileEdits } from "@/features/code-editor";
import { EditorEmptyState } from "./editor-empty-state";

type Props = {
  file: SiteFile | null;
  /** Scroll to this line and put the cursor on it. */
  revealLine?: number;
  /** The editor's handle, for Insert media. */
  handleRef?: RefObject<CodeEditorHandle | null>;
};

/**
 * The open file in the code editor, filling the space it is given: typing makes a draft, Ctrl+S saves it.
 * For a role that may not edit files the editor is read-only, and typing shows the reason instead.
 */
export function CodePane({ file, revealLine, handleRef }: Props) {
  const edits = useFileEdits();
  const { allowed: mayEdit, reason } = usePermission("file:write");
  if (!file) return <EditorEmptyState icon={FileXIcon} title="No content available" />;
  return (
    // The editor measures its parent; an absolutely placed box gives it a definite height to fill.
    <div className="relative h-full min-h-80">
      <div className="absolute inset-0">
        <CodeEditor
          key={file.id}
          path={file.full_path}
          value={edits.contentOf(file)}
          revealLine={revealLine}
          onChange={(text) => mayEdit && edits.setDraft(file.id, text)}
          onSaveShortcut={mayEdit ? (formatted) => void edits.save(file, formatted) : undefined}
          readOnly={!mayEdit}
          readOnlyMessage={reason}
          quietFormatOnMount
          height="100%"
          handleRef={handleRef}
        />
      </div>
    </div>
  );
}
