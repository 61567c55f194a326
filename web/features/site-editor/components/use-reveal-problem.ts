import type { SiteFile } from "@common/schemas/files";
import { useState } from "react";
import type { BuildProblem } from "@/lib/build-problems";
import type { EditorTab } from "./editor-workspace";

type Options = {
  files: readonly SiteFile[] | undefined;
  select: (file: SiteFile) => void;
  setTab: (tab: EditorTab) => void;
};

/**
 * A build problem clicked in the preview opens its file in the Code tab at its line. The line is
 * revealed once: going back to the preview forgets it.
 */
export function useRevealProblem({ files, select, setTab }: Options) {
  const [target, setTarget] = useState<{ fileId: string; line: number } | null>(null);

  function openProblem(problem: BuildProblem) {
    const file = files?.find((f) => !f.is_directory && f.full_path === problem.file);
    if (!file) return;
    select(file);
    setTarget({ fileId: file.id, line: problem.line ?? 1 });
    setTab("code");
  }

  function changeTab(tab: EditorTab) {
    if (tab !== "code") setTarget(null);
    setTab(tab);
  }

  function lineFor(file: SiteFile | null): number | undefined {
    return file && target?.fileId === file.id ? target.line : undefined;
  }

  return { openProblem, changeTab, lineFor };
}
