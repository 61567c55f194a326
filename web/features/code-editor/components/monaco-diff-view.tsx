import { DiffEditor, type DiffOnMount } from "@monaco-editor/react";
import type { editor } from "monaco-editor";
import { useLayoutEffect, useRef } from "react";
import { editorLanguageOf } from "../lib/editor-language";
import { EditorSkeleton } from "./code-editor";
import type { DiffViewProps } from "./diff-view";
import { BASE_EDITOR_OPTIONS } from "./editor-options";
import "./monaco-setup";
import { useEditorTheme } from "./use-editor-theme";

const DIFF_OPTIONS = {
  ...BASE_EDITOR_OPTIONS,
  readOnly: true,
  domReadOnly: true,
  originalEditable: false,
  diffWordWrap: "on",
  renderSideBySide: true,
  useInlineViewWhenSpaceIsLimited: true,
  renderOverviewRuler: false,
} satisfies editor.IDiffEditorConstructionOptions;

export function MonacoDiffView({ path, original, modified, originalLabel, modifiedLabel, height }: DiffViewProps) {
  const theme = useEditorTheme();
  const diffEditor = useRef<editor.IStandaloneDiffEditor | null>(null);

  // @monaco-editor/react disposes the models before the widget, which Monaco reports as an error
  // ("TextModel got disposed before DiffEditorWidget model got reset"). We keep the models from it
  // and, in a layout cleanup (which runs before the library's passive one), detach then dispose them.
  useLayoutEffect(
    () => () => {
      const current = diffEditor.current;
      const models = current?.getModel();
      current?.setModel(null);
      models?.original.dispose();
      models?.modified.dispose();
    },
    [],
  );

  const handleMount: DiffOnMount = (ed, monaco) => {
    diffEditor.current = ed;
    // Monaco turns wrapping off for the hidden left side while the diff is inline (it starts inline
    // until it has measured its width) and never turns it back on for side by side. Clearing that
    // override is harmless inline, where the left side's own wrap setting stays off.
    const original = ed.getOriginalEditor();
    const wrapOverride = monaco.editor.EditorOption.wordWrapOverride2;
    const restoreWrapping = () => {
      if (original.getOption(wrapOverride) === "off") {
        original.updateOptions({ wordWrapOverride2: "inherit" });
      }
    };
    restoreWrapping();
    original.onDidLayoutChange(restoreWrapping);
  };

  return (
    <div data-slot="diff-view" className="flex flex-col overflow-hidden rounded-md border" style={{ height }}>
      {(originalLabel || modifiedLabel) && (
        // One legend row, true for both the side-by-side and the narrow inline layout.
        <div className="flex flex-wrap gap-x-4 gap-y-1 border-b bg-muted/50 px-3 py-1.5 text-xs text-muted-foreground">
          <span>
            <span className="font-mono font-semibold text-red-600 dark:text-red-400">−</span> {originalLabel}
          </span>
          <span>
            <span className="font-mono font-semibold text-green-600 dark:text-green-400">+</span> {modifiedLabel}
          </span>
        </div>
      )}
      <div className="min-h-0 flex-1">
        <DiffEditor
          original={original}
          modified={modified}
          language={editorLanguageOf(path)}
          theme={theme}
          height="100%"
          onMount={handleMount}
          keepCurrentOriginalModel
          keepCurrentModifiedModel
          loading={<EditorSkeleton height="100%" />}
          options={DIFF_OPTIONS}
        />
      </div>
    </div>
  );
}
