import { EDITOR_FONT_SIZE, EDITOR_TAB_SIZE } from "@common/constants";
import type { editor } from "monaco-editor";

/** The editor's settings (docs/product.md#code-editor), shared by the code editor and the diff view. */
export const BASE_EDITOR_OPTIONS = {
  fontSize: EDITOR_FONT_SIZE,
  tabSize: EDITOR_TAB_SIZE,
  insertSpaces: true,
  detectIndentation: false,
  wordWrap: "on",
  minimap: { enabled: false },
  lineNumbersMinChars: 3,
  scrollBeyondLastLine: false,
  fixedOverflowWidgets: true,
  padding: { top: 8 },
} satisfies editor.IStandaloneEditorConstructionOptions;

/** A model URI of its own per editor instance, so two editors on one path never share a model. */
export function modelUri(instanceId: string, path: string): string {
  const scope = instanceId.replace(/[^a-zA-Z0-9]/g, "") || "editor";
  return `file:///${scope}/${path.split("/").map(encodeURIComponent).join("/")}`;
}
