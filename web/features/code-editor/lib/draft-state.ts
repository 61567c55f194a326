import type { FileVersion, SiteFile } from "@common/schemas/files";

/** Drafts the editor holds, by file id: what the user typed and has not saved yet. */
export type Drafts = ReadonlyMap<string, string>;

/** A file's saved content; no version means empty. */
export function savedContentOf(file: SiteFile): string {
  return file.current_version?.content ?? "";
}

/** Of two copies of the same file (list entry, single-file fetch), the one with the newer version. */
export function newerFile(a: SiteFile, b: SiteFile | undefined): SiteFile {
  if (!b || b.id !== a.id) return a;
  return (b.current_version?.version_number ?? 0) > (a.current_version?.version_number ?? 0) ? b : a;
}

/**
 * The file with `version` as its current one: what the editor holds after taking their version in a
 * conflict. The one place a version becomes a file's current copy on this side of the API.
 */
export function fileAtVersion(file: SiteFile, version: FileVersion): SiteFile {
  return { ...file, current_version_id: version.id, current_version: version };
}

/** True when the draft of a file differs from what is saved. */
export function isDirty(file: SiteFile, drafts: Drafts): boolean {
  const draft = drafts.get(file.id);
  return draft !== undefined && draft !== savedContentOf(file);
}

/** The paths of every file with unsaved changes, for the explorer's dots. */
export function dirtyPathsOf(files: readonly SiteFile[], drafts: Drafts): ReadonlySet<string> {
  if (drafts.size === 0) return new Set();
  return new Set(files.filter((file) => isDirty(file, drafts)).map((file) => file.full_path));
}

/** The unsaved text of every dirty file by path: what a preview builds instead of the saved files. */
export function draftOverridesOf(files: readonly SiteFile[], drafts: Drafts): Record<string, string> {
  const overrides: Record<string, string> = {};
  if (drafts.size === 0) return overrides;
  for (const file of files) {
    const draft = drafts.get(file.id);
    if (draft !== undefined && isDirty(file, drafts)) overrides[file.full_path] = draft;
  }
  return overrides;
}

/** Every dirty file with its draft, for saving them all. */
export function unsavedFilesOf(files: readonly SiteFile[], drafts: Drafts): { file: SiteFile; content: string }[] {
  if (drafts.size === 0) return [];
  return files.flatMap((file) => {
    const content = drafts.get(file.id);
    return content !== undefined && isDirty(file, drafts) ? [{ file, content }] : [];
  });
}
