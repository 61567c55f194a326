import { DEFAULT_PREVIEW_PAGE } from "@common/constants";
import { isPagePath } from "./page-route";

type FileLike = { full_path: string; is_directory: boolean };

/**
 * The page the Preview tab builds. A selected page is itself; any other file (a component, CSS, JSON)
 * keeps the page shown last, else the default pages/Index.jsx, else the first page. Null when the site
 * has no page at all.
 */
export function previewPageOf(
  files: readonly FileLike[],
  selectedPath: string | null,
  lastPagePath: string | null,
): string | null {
  const pages = files.filter((file) => !file.is_directory && isPagePath(file.full_path)).map((f) => f.full_path);
  for (const candidate of [selectedPath, lastPagePath, DEFAULT_PREVIEW_PAGE]) {
    if (candidate && pages.includes(candidate)) return candidate;
  }
  return pages[0] ?? null;
}

type SourceLike = FileLike & { id: string; current_version_id: string | null };

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * A short fingerprint of the saved sources (each file's path and version): it changes whenever a save,
 * create, move, delete or restore changes what a build would read, so the preview rebuilds.
 */
export function sourcesStampOf(files: readonly SourceLike[]): string {
  let hash = FNV_OFFSET;
  for (const file of files) {
    const part = `${file.full_path}\0${file.current_version_id ?? ""}\n`;
    for (let i = 0; i < part.length; i += 1) {
      hash ^= part.charCodeAt(i);
      hash = Math.imul(hash, FNV_PRIME);
    }
  }
  return `${files.length}-${(hash >>> 0).toString(36)}`;
}
