import { extensionOf } from "@common/files";

export const EDITOR_LANGUAGES = ["javascript", "typescript", "json", "html", "css", "markdown", "plaintext"] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

const LANGUAGE_BY_EXTENSION: Record<string, EditorLanguage> = {
  js: "javascript",
  jsx: "javascript",
  ts: "typescript",
  tsx: "typescript",
  html: "html",
  css: "css",
  json: "json",
  md: "markdown",
  txt: "plaintext",
};

/** The editor language of a path (docs/product.md#code-editor); anything unlisted is edited as javascript. */
export function editorLanguageOf(path: string): EditorLanguage {
  return LANGUAGE_BY_EXTENSION[extensionOf(path)] ?? "javascript";
}

/** True for files whose content is script source (js, jsx, ts, tsx), not merely shown as javascript. */
export function isScriptPath(path: string): boolean {
  return ["js", "jsx", "ts", "tsx"].includes(extensionOf(path));
}
