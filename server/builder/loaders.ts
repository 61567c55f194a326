// How each kind of site file enters a bundle.

import { extensionOf } from "@common/files";
import type { Loader } from "esbuild";

/** preview: one inline document; client: published browser assets; server: the prerender bundle. */
export type BundleMode = "preview" | "client" | "server";

const SCRIPT_LOADERS: Record<string, Loader> = {
  // Plain .js files may hold JSX too, as they do in most React starters.
  js: "jsx",
  mjs: "jsx",
  cjs: "jsx",
  jsx: "jsx",
  ts: "ts",
  mts: "ts",
  cts: "ts",
  tsx: "tsx",
  json: "json",
};
const TEXT_EXTENSIONS = new Set(["txt", "md", "html", "htm", "xml", "csv", "yaml", "yml"]);
const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  svg: "image/svg+xml",
};

export function isImagePath(path: string): boolean {
  return extensionOf(path) in IMAGE_TYPES;
}

export function imageContentType(path: string): string | undefined {
  return IMAGE_TYPES[extensionOf(path)];
}

/** The loader for a site file, or undefined when files of its type cannot be imported. */
export function loaderFor(path: string, mode: BundleMode): Loader | undefined {
  const extension = extensionOf(path);
  const script = SCRIPT_LOADERS[extension];
  if (script !== undefined) return script;
  if (extension === "css") {
    if (path.endsWith(".module.css")) return "local-css";
    // The prerender only needs markup; its styles come from the client build.
    return mode === "server" ? "empty" : "css";
  }
  if (isImagePath(path)) return mode === "preview" ? "dataurl" : "file";
  if (TEXT_EXTENSIONS.has(extension)) return "text";
  return undefined;
}

const DATA_URL = /^data:[^,]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/**
 * Site files are stored as text: an SVG is its markup, a raster image a base64 data URL or plain base64.
 * Anything else is taken as the text it is.
 */
export function imageBytes(path: string, content: string): Uint8Array {
  const dataUrl = DATA_URL.exec(content);
  if (dataUrl !== null) return Buffer.from(content.slice(dataUrl[0].length), "base64");
  if (extensionOf(path) !== "svg" && BASE64.test(content)) return Buffer.from(content, "base64");
  return Buffer.from(content, "utf8");
}
