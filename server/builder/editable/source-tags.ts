// Preview builds (never published ones) mark each host element that shows words with where they come from,
// so the preview's Edit mode knows what a click may change and the server can write it back.
import { LRUCache } from "lru-cache";
import { editableSource } from "./editable-literals";
import { isEditableScript } from "./parse-source";

/** The attribute a marked element carries: `{path}|{part}|{part}…` (parts: see hostMarks). */
export const SOURCE_ATTRIBUTE = "data-wc-source";

/** Past this a file previews unmarked: its words are still found by their value (edit-map). */
const MAX_TAGGED_LENGTH = 256 * 1024;

const tagged = new LRUCache<string, string>({
  max: 500,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (text) => text.length + 1,
});

/** The script with its host elements marked; a file that does not parse goes as it is, for the build to report. */
export function tagEditableSource(path: string, content: string): string {
  if (!isEditableScript(path) || !content.includes("<") || content.length > MAX_TAGGED_LENGTH) return content;
  const key = `${path}\u0000${content}`;
  const cached = tagged.get(key);
  if (cached !== undefined) return cached;
  let result = content;
  try {
    const { hosts } = editableSource(path, content);
    for (const host of [...hosts].sort((a, b) => b.insertAt - a.insertAt)) {
      const value = JSON.stringify([path, ...host.parts].join("|"));
      result = `${result.slice(0, host.insertAt)} ${SOURCE_ATTRIBUTE}={${value}}${result.slice(host.insertAt)}`;
    }
  } catch {
    result = content;
  }
  tagged.set(key, result);
  return result;
}
