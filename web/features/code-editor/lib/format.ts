import { extensionOf } from "@common/files";
import { isScriptPath } from "./editor-language";

/** The save shortcut turns an empty JSON file into an empty object. */
export const EMPTY_JSON_TEMPLATE = "{\n  \n}";
/** The save shortcut starts an empty script file with a React import line. */
export const REACT_IMPORT_LINE = 'import React from "react";\n\n';

const JSON_INDENT = 2;

function isBlank(content: string): boolean {
  return content.trim() === "";
}

/**
 * The content as the save shortcut writes it: valid JSON re-indented with two spaces (a final
 * newline kept), empty JSON as an empty object, empty js/jsx/ts/tsx with a React import. Anything
 * else comes back unchanged: it is left to the editor's standard formatter (see `usesEditorFormatter`).
 */
export function formatForSave(path: string, content: string): string {
  if (extensionOf(path) === "json") {
    if (isBlank(content)) return EMPTY_JSON_TEMPLATE;
    try {
      const formatted = JSON.stringify(JSON.parse(content), null, JSON_INDENT);
      return content.endsWith("\n") ? `${formatted}\n` : formatted;
    } catch {
      return content;
    }
  }
  if (isScriptPath(path) && isBlank(content)) return REACT_IMPORT_LINE;
  return content;
}

/** Whether the save shortcut should run the editor's own formatter: whenever `formatForSave` has no rule. */
export function usesEditorFormatter(path: string, content: string): boolean {
  if (extensionOf(path) === "json") return !isBlank(content) && parseJsonError(content) !== null;
  return !(isScriptPath(path) && isBlank(content));
}

/** The parser's message when `content` is not valid JSON, otherwise null. */
export function parseJsonError(content: string): string | null {
  try {
    JSON.parse(content);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
