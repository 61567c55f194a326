import type { editor } from "monaco-editor/editor";

export type EditorThemeName = "webcraft-light" | "webcraft-dark";

/**
 * Monaco's own themes dim line numbers and comments below what WCAG AA asks of text (4.5:1); these
 * keep Monaco's colours and lift only those, measured against each theme's editor background.
 */
export const EDITOR_THEMES: Record<EditorThemeName, editor.IStandaloneThemeData> = {
  "webcraft-light": {
    base: "vs",
    inherit: true,
    rules: [{ token: "comment", foreground: "3f7f3f", fontStyle: "italic" }],
    colors: {
      "editorLineNumber.foreground": "#57606a",
      "editorLineNumber.activeForeground": "#1f2328",
      "editorLineNumber.dimmedForeground": "#57606a",
    },
  },
  "webcraft-dark": {
    base: "vs-dark",
    inherit: true,
    rules: [{ token: "comment", foreground: "8dbb78", fontStyle: "italic" }],
    colors: {
      "editorLineNumber.foreground": "#9da5ae",
      "editorLineNumber.activeForeground": "#e6edf3",
      "editorLineNumber.dimmedForeground": "#9da5ae",
    },
  },
};
