import { extensionOf } from "@common/files";
import { parseJsonError } from "./format";

export type SaveWarning = {
  kind: "empty-file" | "invalid-json";
  message: string;
  /** The JSON parser's error, shown under the question. */
  detail?: string;
};

/** Files that may legitimately be empty: no question before saving them empty. */
const MAY_BE_EMPTY = ["json", "css"];

export const SAVE_MESSAGES = {
  emptyFile: (path: string, currentLength: number) =>
    `Warning: You're about to save ${path} as an empty file. The current file has ${currentLength} characters. Continue?`,
  invalidJson: (path: string) => `Warning: The JSON in ${path} appears invalid. Save anyway?`,
  cancelled: "Save cancelled",
  notSaved: "Not saved",
  saved: "File saved",
  failedTitle: "Save failed",
  failed: "Failed to save file. Please try again.",
} as const;

/**
 * The questions to ask (docs/product.md#save-rules) before saving `content` over `currentContent`, in order. Saving an
 * empty file over non-empty content needs confirmation (empty .json and .css excepted); so does JSON
 * that does not parse. Empty JSON is not checked for validity: an empty .json may be saved as is.
 */
export function saveWarnings(path: string, content: string, currentContent: string): SaveWarning[] {
  const extension = extensionOf(path);
  const isEmpty = content.trim() === "";
  const warnings: SaveWarning[] = [];
  if (isEmpty && currentContent.length > 0 && !MAY_BE_EMPTY.includes(extension)) {
    warnings.push({ kind: "empty-file", message: SAVE_MESSAGES.emptyFile(path, currentContent.length) });
  }
  if (extension === "json" && !isEmpty) {
    const error = parseJsonError(content);
    if (error) warnings.push({ kind: "invalid-json", message: SAVE_MESSAGES.invalidJson(path), detail: error });
  }
  return warnings;
}
