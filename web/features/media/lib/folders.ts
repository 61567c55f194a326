/** The folders directly inside `parent` ("" for the top), from every folder path the library knows. */
export function childFolders(all: Iterable<string>, parent: string): string[] {
  const prefix = parent ? `${parent}/` : "";
  const children = new Set<string>();
  for (const path of all) {
    if (!path.startsWith(prefix) || path === parent) continue;
    const next = path.slice(prefix.length).split("/")[0];
    if (next) children.add(prefix + next);
  }
  return [...children].sort((a, b) => a.localeCompare(b));
}

/** Every folder on the way down to `path`, top first: `a/b` → [`a`, `a/b`]. */
export function folderTrail(path: string): string[] {
  if (!path) return [];
  const parts = path.split("/");
  return parts.map((_, i) => parts.slice(0, i + 1).join("/"));
}

/** The last part of a folder path, as its name. */
export function folderName(path: string): string {
  return path ? path.slice(path.lastIndexOf("/") + 1) : "the top of the library";
}

/** A folder path and everything under it, for moving a folder: it cannot go inside itself. */
export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

/** The parts a folder name may hold, as the server's rule says, with anything else turned into hyphens. */
export function safeFolderPart(name: string): string {
  return name
    .trim()
    .replaceAll(/[^\p{L}\p{N}_-]+/gu, "-")
    .replaceAll(/^-+|-+$/g, "");
}
