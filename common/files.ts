// Pure helpers for site file paths and types, shared by the API and the editor.

export const MAX_PATH_LENGTH = 512;
export const MAX_SEGMENT_LENGTH = 128;
/** Largest content one file version may hold (UTF-8 bytes). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

const TYPE_BY_EXTENSION: Record<string, string> = {
  js: "javascript",
  jsx: "javascript",
  ts: "typescript",
  tsx: "typescript",
  css: "css",
  scss: "scss",
  sass: "sass",
  less: "less",
  html: "html",
  htm: "html",
  xml: "xml",
  svg: "svg",
  png: "image",
  jpg: "image",
  jpeg: "image",
  gif: "image",
  webp: "image",
  md: "markdown",
  json: "json",
  yaml: "yaml",
  yml: "yaml",
  txt: "text",
  pdf: "document",
  doc: "document",
  docx: "document",
};

/** The lower-case extension of a path's last segment, '' when it has none. */
export function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The file_type stored for a path (docs/product.md#files-and-paths); 'directory' for folders, 'unknown' otherwise. */
export function fileTypeOf(path: string, isDirectory: boolean): string {
  if (isDirectory) return "directory";
  return TYPE_BY_EXTENSION[extensionOf(path)] ?? "unknown";
}

/** The last segment of a path, without a folder's trailing slash. */
export function baseName(path: string): string {
  const trimmed = path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}

/** The folder that holds a path ('' at the root), with its trailing slash. */
export function parentPath(path: string): string {
  const trimmed = path.endsWith("/") ? path.slice(0, -1) : path;
  const slash = trimmed.lastIndexOf("/");
  return slash < 0 ? "" : trimmed.slice(0, slash + 1);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse.
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Half of a UTF-16 pair with no other half: not a character at all, and stored as '?' or U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Marks, embeddings, overrides and isolates that reorder text: "exe.txt" can be made to read "txt.exe". */
const TEXT_DIRECTION = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * Checks a site path and returns it normalised (folders end in '/'), or the reason it is refused.
 * No absolute paths, '..' or '.' segments, empty segments, backslashes, control characters, broken
 * UTF-16 or text-direction controls.
 */
export function checkPath(input: string, isDirectory: boolean): { path: string } | { error: string } {
  const raw = input.trim();
  if (raw === "" || raw === "/") return { error: "Path is required" };
  if (raw.startsWith("/")) return { error: "Path must be relative to the site root" };
  if (CONTROL.test(raw)) return { error: "Path must not contain control characters" };
  if (LONE_SURROGATE.test(raw)) return { error: "Path contains a broken character (half of a UTF-16 surrogate pair)" };
  if (TEXT_DIRECTION.test(raw)) {
    return { error: "Path must not contain invisible text-direction characters (such as U+202E): they disguise names" };
  }
  if (raw.includes("\\")) return { error: "Path must use '/' between folders" };
  const body = raw.endsWith("/") ? raw.slice(0, -1) : raw;
  if (!isDirectory && raw.endsWith("/")) return { error: "A file path must not end with '/'" };
  const segments = body.split("/");
  for (const segment of segments) {
    if (segment === "") return { error: "Path must not contain empty folder names" };
    if (segment === "." || segment === "..") return { error: "Path must not contain '.' or '..'" };
    if (segment.length > MAX_SEGMENT_LENGTH) return { error: `Names must be at most ${MAX_SEGMENT_LENGTH} characters` };
  }
  const path = isDirectory ? `${body}/` : body;
  if (path.length > MAX_PATH_LENGTH) return { error: `Path must be at most ${MAX_PATH_LENGTH} characters` };
  return { path };
}

/** Every folder above a path, outermost first: 'a/b/c.js' → ['a/', 'a/b/']. */
export function ancestorFolders(path: string): string[] {
  const folders: string[] = [];
  let parent = parentPath(path);
  while (parent !== "") {
    folders.unshift(parent);
    parent = parentPath(parent);
  }
  return folders;
}

export function byteLength(content: string): number {
  return new TextEncoder().encode(content).length;
}
