import { ERROR_FALLBACKS, ERROR_TITLES } from "@common/messages";
import type { SiteFile } from "@common/schemas/files";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DialogCancelButton } from "@/components/dialog-cancel-button";
import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { CodeEditor, EditorSkeleton, fileQueryOptions, useFileEdits } from "@/features/code-editor";

const EDITOR_HEIGHT = "min(60vh, 32rem)";

/** A failed save from this dialog is told as an update of the file, not as the editor's 'Save failed'. */
const UPDATE_FAILURE = {
  title: ERROR_TITLES.updatingFile,
  message: ERROR_FALLBACKS[ERROR_TITLES.updatingFile] ?? "",
};

type Props = { siteId: string; file: SiteFile; onClose: () => void };

/** 'Edit File: {path}': the latest content in a code editor, saved through the editor's save rules. */
export function EditFileDialog({ siteId, file, onClose }: Props) {
  const latest = useQuery({ ...fileQueryOptions(siteId, file.id), staleTime: 0 });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeading
          title={`Edit File: ${file.full_path}`}
          titleClassName="truncate pr-6 leading-normal"
          description="Use Ctrl+S or Cmd+S to format and save."
        />
        {latest.data ? (
          <EditFileForm file={latest.data} onClose={onClose} />
        ) : (
          <EditorSkeleton height={EDITOR_HEIGHT} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditFileForm({ file: loaded, onClose }: Omit<Props, "siteId">) {
  // Later refetches must not move the version this edit is based on (the save detects conflicts from it).
  const [file] = useState(loaded);
  const [content, setContent] = useState(file.current_version?.content ?? "");
  const { save, isSaving } = useFileEdits();

  async function handleSave(text: string) {
    const saved = await save(file, text, UPDATE_FAILURE);
    if (!saved) return;
    // 'Take theirs' after a conflict answers their content: keep the dialog open on it.
    if ((saved.current_version?.content ?? "") !== text) {
      setContent(saved.current_version?.content ?? "");
      return;
    }
    toast({ title: "File updated", description: file.full_path });
    onClose();
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="min-w-0 overflow-hidden rounded-md border">
        <CodeEditor
          path={file.full_path}
          value={content}
          onChange={setContent}
          onSaveShortcut={(formatted) => void handleSave(formatted)}
          height={EDITOR_HEIGHT}
        />
      </div>
      <DialogFooter>
        <DialogCancelButton />
        <Button type="button" disabled={isSaving} onClick={() => void handleSave(content)}>
          {isSaving ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </div>
  );
}
