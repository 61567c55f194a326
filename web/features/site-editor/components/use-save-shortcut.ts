import type { SiteFile } from "@common/schemas/files";
import { useEffect, useRef } from "react";
import { usePermission } from "@/features/auth";
import { useSaveOpenFile } from "./use-save-open-file";

// Inside the code editor Ctrl/Cmd+S formats first (CodeEditor's own shortcut); inside a dialog it is not ours.
const HANDLED_ELSEWHERE = '.monaco-editor, [role="dialog"], [role="alertdialog"]';

/**
 * Ctrl/Cmd+S anywhere on the editor page saves the open file, instead of the browser's "Save page as";
 * e.g. right after picking a file in the explorer, while focus is still there. For a role that may not
 * edit files it does nothing (nor opens the browser's dialog).
 */
export function useSaveShortcut(openFile: SiteFile | null) {
  const save = useSaveOpenFile(openFile);
  const maySave = usePermission("file:write").allowed;
  const latest = useRef(save);
  latest.current = maySave ? save : doNothing;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      if (event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(HANDLED_ELSEWHERE)) return;
      event.preventDefault();
      latest.current();
    }
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}

function doNothing() {}
