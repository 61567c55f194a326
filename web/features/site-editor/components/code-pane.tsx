import { FileXIcon } from "lucide-react";
import { CodeEditor } from "@/features/code-editor";
import type { SiteFile } from "../../../../common/schemas/files";
import { EditorEmptyState } from "./editor-empty-state";

type Props = {
  file: SiteFile | null;
  content: string;
  /** Scroll to this line and put the cursor on it. */
  revealLine?: number;
  onChange: (content: string) => void;
  onSaveShortcut: (formatted: string) => void;
};

/** The open file in the code editor, filling the space it is given. */
export function CodePane({ file, content, revealLine, onChange, onSaveShortcut }: Props) {
  if (!file) return <EditorEmptyState icon={FileXIcon} title="No content available" />;
  return (
    // The editor measures its parent; an absolutely placed box gives it a definite height to fill.
    <div className="relative h-full min-h-80">
      <div className="absolute inset-0">
        <CodeEditor
          key={file.id}
          path={file.full_path}
          value={content}
          revealLine={revealLine}
          onChange={onChange}
          onSaveShortcut={onSaveShortcut}
          quietFormatOnMount
          height="100%"
        />
      </div>
    </div>
  );
}
