// What "Insert media" writes at the cursor: the runtime's Image in a page or component, a url() in a
// stylesheet, the address anywhere else (docs/product.md#the-site-runtime).
import { extensionOf } from "@common/files";

/** The library file to insert: its path under /media/ and its alt text. */
export type InsertedMedia = { path: string; alt: string; mime: string };

/** The file's address on the site, each part percent-encoded, the slashes kept. */
export function mediaAddress(path: string): string {
  return `/media/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** JSX keeps a plain string attribute when it can, and takes any text in braces. */
function jsxString(text: string): string {
  return /^[^"{}<>&\\\n]*$/.test(text) ? `"${text}"` : `{${JSON.stringify(text)}}`;
}

/** The alt text, else words made of the file name ("team/ana-lopez.jpg" → "ana lopez"). */
function altOf(media: InsertedMedia): string {
  if (media.alt.trim() !== "") return media.alt.trim();
  const name = media.path.slice(media.path.lastIndexOf("/") + 1);
  return name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");
}

function usesComponents(path: string): boolean {
  return ["jsx", "tsx"].includes(extensionOf(path));
}

/** The text to insert into the file at `filePath`. */
export function mediaSnippet(filePath: string, media: InsertedMedia): string {
  const address = mediaAddress(media.path);
  if (usesComponents(filePath) && media.mime.startsWith("image/")) {
    return `<Image src="${address}" alt=${jsxString(altOf(media))} />`;
  }
  if (extensionOf(filePath) === "css") return `url("${address}")`;
  return address;
}

/** A whole line to put in place of line `line` (1-based), or a new line to insert before it. */
export type ImportEdit = { line: number; replace: boolean; text: string };

const RUNTIME_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["']webcraft["'];?\s*$/;

/**
 * Where the file at `filePath` gets `import { Image } from "webcraft";` when the snippet needs it: an
 * import of the runtime that lacks Image gains it, else a new first line. Null when nothing is needed.
 */
export function runtimeImportEdit(filePath: string, snippet: string, source: string): ImportEdit | null {
  if (!usesComponents(filePath) || !snippet.startsWith("<Image ")) return null;
  const lines = source.split("\n");
  for (const [index, line] of lines.entries()) {
    const names = RUNTIME_IMPORT.exec(line)?.[1];
    if (names === undefined) continue;
    const list = names
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (list.includes("Image")) return null;
    return { line: index + 1, replace: true, text: `import { ${[...list, "Image"].join(", ")} } from "webcraft";` };
  }
  return { line: 1, replace: false, text: 'import { Image } from "webcraft";' };
}
