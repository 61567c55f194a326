// What a preview page needs to know to offer its words for editing: each saved file's version, each script's
// editable literals (so a marked element can tell its own words from computed ones, and words passed through a
// component are still found by their value) and every string of the site's JSON files with its path.
import { extensionOf } from "@common/files";
import { LRUCache } from "lru-cache";
import { editableSource, type LiteralKind } from "../../builder/editable/editable-literals";
import { isEditableScript } from "../../builder/editable/parse-source";
import type { SiteSource } from "../../site/site-sources";

type Pointer = (string | number)[];

export type PageEditMap = {
  /** Saved files by path: the version the preview shows, which an edit must name. */
  versions: Record<string, string>;
  /** A script's editable literals: kind, start, end and the words shown. */
  literals: Record<string, [LiteralKind, number, number, string][]>;
  /** A JSON file's strings: the path of keys and indexes, and the string. */
  data: Record<string, [Pointer, string][]>;
};

const MAX_SCANNED_LENGTH = 256 * 1024;

const scanned = new LRUCache<string, PageEditMap["literals"][string]>({
  max: 2000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (_value, key) => key.length + 1,
});

function scriptLiterals(path: string, content: string): PageEditMap["literals"][string] {
  const key = `${path}\u0000${content}`;
  let literals = scanned.get(key);
  if (literals === undefined) {
    try {
      literals = editableSource(path, content).literals.map((l) => [l.kind, l.start, l.end, l.value] as const) as [
        LiteralKind,
        number,
        number,
        string,
      ][];
    } catch {
      literals = [];
    }
    scanned.set(key, literals);
  }
  return literals;
}

function jsonStrings(value: unknown, pointer: Pointer, into: [Pointer, string][]): void {
  if (typeof value === "string") {
    if (value.trim() !== "") into.push([pointer, value]);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) jsonStrings(item, [...pointer, index], into);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) jsonStrings(item, [...pointer, key], into);
  }
}

/** The edit map of a site's saved sources (files with unsaved buffers laid over them are left out). */
export function pageEditMap(sources: SiteSource[]): PageEditMap {
  const map: PageEditMap = { versions: {}, literals: {}, data: {} };
  for (const { path, content, versionId } of sources) {
    if (versionId === null || content.length > MAX_SCANNED_LENGTH) continue;
    if (isEditableScript(path)) {
      map.versions[path] = versionId;
      map.literals[path] = scriptLiterals(path, content);
    } else if (extensionOf(path) === "json") {
      try {
        const strings: [Pointer, string][] = [];
        jsonStrings(JSON.parse(content), [], strings);
        map.versions[path] = versionId;
        map.data[path] = strings;
      } catch {
        // A JSON file with a mistake offers nothing to edit until it is fixed.
      }
    }
  }
  return map;
}
