import type { SiteFile } from "@common/schemas/files";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { currentSearchParams } from "@/lib/current-search-params";
import { selectDefaultFile } from "../lib/select-default-file";

const FILE_PARAM = "file";

/**
 * The open file, kept in the `file` query parameter (replaced, not pushed). A file that moves stays open
 * under its new path; a file that disappears gives way to the default choice (docs/product.md#default-file).
 */
export function useFileSelection(files: readonly SiteFile[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPath = searchParams.get(FILE_PARAM);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const selectedFile = useMemo(() => {
    if (!files) return null;
    const requested = files.find((file) => !file.is_directory && file.full_path === requestedPath);
    if (requested) return requested;
    const moved = files.find((file) => !file.is_directory && file.id === selectedId);
    return moved ?? selectDefaultFile(files, requestedPath);
  }, [files, requestedPath, selectedId]);

  const writePath = useCallback(
    (path: string) =>
      setSearchParams(
        () => {
          const next = currentSearchParams();
          next.set(FILE_PARAM, path);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (!selectedFile) return;
    if (selectedFile.id !== selectedId) setSelectedId(selectedFile.id);
    if (selectedFile.full_path !== requestedPath) writePath(selectedFile.full_path);
  }, [selectedFile, selectedId, requestedPath, writePath]);

  /** Opens a file; selecting a directory does nothing. */
  const select = useCallback(
    (file: SiteFile) => {
      if (file.is_directory) return;
      setSelectedId(file.id);
      writePath(file.full_path);
    },
    [writePath],
  );

  return { selectedFile, select };
}
