import { EDITOR_DEFAULT_HEIGHT_PX } from "@common/constants";
import { lazy, Suspense } from "react";
import { EditorSkeleton } from "./code-editor";

export type DiffViewProps = {
  /** The file's path: picks the language. */
  path: string;
  /** Left side (older or theirs). */
  original: string;
  /** Right side (newer or yours). */
  modified: string;
  originalLabel?: string;
  modifiedLabel?: string;
  height?: number | string;
};

const MonacoDiffView = lazy(() => import("./monaco-diff-view").then((m) => ({ default: m.MonacoDiffView })));

/** A read-only Monaco diff, lazy-loaded like CodeEditor; side by side when wide, inline when narrow. */
export function DiffView({ height = EDITOR_DEFAULT_HEIGHT_PX, ...props }: DiffViewProps) {
  return (
    <Suspense fallback={<EditorSkeleton height={height} />}>
      <MonacoDiffView height={height} {...props} />
    </Suspense>
  );
}
