import { ancestorFolders, baseName, parentPath } from "@common/files";
import type { SiteFile } from "@common/schemas/files";

/** A node of the explorer's tree. `file` is null for a folder that only exists as a path prefix. */
export type FileTreeNode = {
  id: string;
  name: string;
  /** The full path without a folder's trailing slash, for display. */
  path: string;
  full_path: string;
  isDirectory: boolean;
  file_type: string;
  current_version: SiteFile["current_version"];
  children: FileTreeNode[] | null;
  file: SiteFile | null;
};

/** One visible row of the tree, with what a flat ARIA tree needs (level, position in its set). */
export type VisibleRow = { node: FileTreeNode; depth: number; setSize: number; posInSet: number };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

function displayPath(fullPath: string): string {
  return fullPath.endsWith("/") ? fullPath.slice(0, -1) : fullPath;
}

function derivedFolder(fullPath: string): FileTreeNode {
  return {
    id: `folder:${fullPath}`,
    name: baseName(fullPath),
    path: displayPath(fullPath),
    full_path: fullPath,
    isDirectory: true,
    file_type: "directory",
    current_version: null,
    children: [],
    file: null,
  };
}

function nodeOf(file: SiteFile): FileTreeNode {
  return {
    id: file.id,
    name: baseName(file.full_path),
    path: displayPath(file.full_path),
    full_path: file.full_path,
    isDirectory: file.is_directory,
    file_type: file.file_type,
    current_version: file.current_version,
    children: file.is_directory ? [] : null,
    file,
  };
}

/** Directories first, then by path. */
export function compareNodes(a: FileTreeNode, b: FileTreeNode): number {
  if (a.isDirectory !== b.isDirectory) return a.isDirectory ? -1 : 1;
  return collator.compare(a.path, b.path);
}

function sortDeep(nodes: FileTreeNode[]): void {
  nodes.sort(compareNodes);
  for (const node of nodes) if (node.children) sortDeep(node.children);
}

/** Turns the flat file list into the explorer's tree; folders missing from the list are derived from paths. */
export function buildFileTree(files: SiteFile[]): FileTreeNode[] {
  const byPath = new Map<string, FileTreeNode>();
  const roots: FileTreeNode[] = [];

  function attach(node: FileTreeNode) {
    const parent = parentPath(node.full_path);
    const siblings = parent === "" ? roots : byPath.get(parent)?.children;
    siblings?.push(node);
  }

  for (const file of files) {
    for (const folder of ancestorFolders(file.full_path)) {
      if (byPath.has(folder)) continue;
      const derived = derivedFolder(folder);
      byPath.set(folder, derived);
      attach(derived);
    }
    const existing = byPath.get(file.full_path);
    if (existing) {
      // A folder derived from an earlier path now has its own row: keep its children, take its identity.
      Object.assign(existing, { ...nodeOf(file), children: existing.children });
      continue;
    }
    const node = nodeOf(file);
    byPath.set(file.full_path, node);
    attach(node);
  }
  sortDeep(roots);
  return roots;
}

/** The rows a user sees: every root node, and the children of each expanded folder (by full_path). */
export function flattenVisible(tree: FileTreeNode[], expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  function walk(nodes: FileTreeNode[], depth: number) {
    nodes.forEach((node, index) => {
      rows.push({ node, depth, setSize: nodes.length, posInSet: index + 1 });
      if (node.children && expanded.has(node.full_path)) walk(node.children, depth + 1);
    });
  }
  walk(tree, 0);
  return rows;
}

/** The node at `fullPath`, or null. */
export function findNode(tree: FileTreeNode[], fullPath: string): FileTreeNode | null {
  for (const node of tree) {
    if (node.full_path === fullPath) return node;
    if (node.children && fullPath.startsWith(node.full_path)) return findNode(node.children, fullPath);
  }
  return null;
}
