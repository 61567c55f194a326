import { EDITOR_DEFAULT_HEIGHT_PX } from "@common/constants";
import { lazy, type RefObject, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { InsertedMedia } from "../lib/media-snippet";

/** What the editor's host can do to it once Monaco has mounted (null before). */
export type CodeEditorHandle = {
  /** Writes the file's snippet for a media library file at the cursor (docs/product.md#the-site-runtime). */
  insertMedia(media: InsertedMedia): void;
};

export type CodeEditorProps = {
  /** The file's full path: picks the language and the save-format rules. */
  path: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+S inside the editor: the text has been formatted and pushed through onChange first. */
  onSaveShortcut?: (formatted: string) => void;
  height?: number | string;
  /** Shows the text and takes no edits: typing, pasting and the save shortcut do nothing. */
  readOnly?: boolean;
  /** What a read-only editor says when typed into (Monaco's own words otherwise). */
  readOnlyMessage?: string;
  /** Scrolls this line (1-based) into view and puts the cursor at its first character, on mount and on change. */
  revealLine?: number;
  /**
   * Hosts that compare the text with the saved file (the editor page's drafts) set this so that the
   * formatting applied on mount does not make the file a draft. Elsewhere (dialogs) every change is
   * reported, so text typed while that formatting runs is never lost.
   */
  quietFormatOnMount?: boolean;
  /** Set to the editor's handle while Monaco is mounted. */
  handleRef?: RefObject<CodeEditorHandle | null>;
};

// Monaco and its workers are a few MB: they load on first use, never with the main bundle.
const MonacoCodeEditor = lazy(() => import("./monaco-code-editor").then((m) => ({ default: m.MonacoCodeEditor })));

/** The code editor (docs/product.md#code-editor): self-hosted Monaco, lazy-loaded, formatting on Ctrl/Cmd+S. */
export function CodeEditor({ height = EDITOR_DEFAULT_HEIGHT_PX, ...props }: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton height={height} />}>
      <MonacoCodeEditor height={height} {...props} />
    </Suspense>
  );
}

export function EditorSkeleton({ height }: { height: number | string }) {
  return <Skeleton data-slot="code-editor-loading" aria-label="Loading editor" className="w-full" style={{ height }} />;
}
