import type { SiteFile } from "@common/schemas/files";
import { useUndoLastChange } from "@/features/code-editor";
import type { BuildProblem, ProblemActions } from "@/lib/build-problems";

type Options = {
  siteId: string;
  files: readonly SiteFile[] | undefined;
  /** Opens a problem's file in the Code tab at its line. */
  showLine: (problem: BuildProblem) => void;
};

/**
 * What a broken page offers, in the preview and after a failed publish: "Show the line", and "Undo my last
 * change" to the file the build names. Render `dialog` once.
 */
export function useProblemActions({ siteId, files, showLine }: Options) {
  const undoLast = useUndoLastChange(siteId);
  const fileAt = (path: string | null) =>
    (path !== null && files?.find((file) => !file.is_directory && file.full_path === path)) || null;
  const actions: ProblemActions = {
    hasFile: (path) => fileAt(path) !== null,
    showLine,
    undo: undoLast.mayUndo
      ? async (problem) => {
          const file = fileAt(problem.file);
          return file ? undoLast.undo(file) : false;
        }
      : undefined,
    isUndoing: undoLast.isUndoing,
  };
  return { actions, dialog: undoLast.dialog };
}
