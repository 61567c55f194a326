import type { SiteFile } from "@common/schemas/files";
import { toast } from "@/components/ui/use-toast";
import { useFileEdits } from "@/features/code-editor";

/** Save, Save File and Ctrl+S outside the code editor: the open file's draft, or its text when it has none. */
export function useSaveOpenFile(file: SiteFile | null): () => void {
  const { saveDraft } = useFileEdits();
  return () => {
    if (!file) {
      toast({ title: "No file selected", description: "Please select a file to save." });
      return;
    }
    void saveDraft(file);
  };
}
