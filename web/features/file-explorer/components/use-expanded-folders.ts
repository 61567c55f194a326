import { ancestorFolders } from "@common/files";
import { useCallback, useEffect, useState } from "react";

/** Which folders are open (by full path). The selected file's folders open so it can be seen. */
export function useExpandedFolders(selectedPath: string | null) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const setOpen = useCallback((paths: string[], open: boolean) => {
    setExpanded((current) => {
      if (paths.every((path) => current.has(path) === open)) return current;
      const next = new Set(current);
      for (const path of paths) {
        if (open) next.add(path);
        else next.delete(path);
      }
      return next;
    });
  }, []);

  useEffect(() => {
    if (selectedPath) setOpen(ancestorFolders(selectedPath), true);
  }, [selectedPath, setOpen]);

  /** Opens every folder above `path` (and `path` itself when it is a folder). */
  const reveal = useCallback(
    (path: string) => setOpen([...ancestorFolders(path), ...(path.endsWith("/") ? [path] : [])], true),
    [setOpen],
  );

  return { expanded, setOpen, reveal };
}
