import { useEffect } from "react";

/**
 * Files pasted anywhere on the page (Ctrl+V of a copied file or screenshot). Text pasted into a field
 * carries no files and is left to the field.
 */
export function usePasteFiles(enabled: boolean, onFiles: (files: File[]) => void) {
  useEffect(() => {
    if (!enabled) return;
    function paste(event: ClipboardEvent) {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      onFiles(files);
    }
    window.addEventListener("paste", paste);
    return () => window.removeEventListener("paste", paste);
  }, [enabled, onFiles]);
}
