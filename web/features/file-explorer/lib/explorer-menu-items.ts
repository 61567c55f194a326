import { parentPath } from "@common/files";

/** One entry of the explorer's context menu (docs/product.md#explorer). */
export type ExplorerMenuItem =
  | "open"
  | "edit"
  | "rename"
  | "copy"
  | "cut"
  | "toggle"
  | "new-file"
  | "new-folder"
  | "move-to-root"
  | "paste"
  | "delete";

/** What the menu needs of a node: its path, whether it is a folder, and whether it is stored (`file`). */
export type MenuNode = { full_path: string; isDirectory: boolean; file: unknown };

type Options = {
  /** The user's role may change files: without it only Open and Open/Close Folder are left. */
  canWrite: boolean;
  /** The clipboard holds something. */
  canPaste: boolean;
};

/**
 * The items of the menu of a file, a folder, or Root (`null`), in their order. A file: Open, Edit, Rename,
 * Copy, Cut, Move to Root (not at root), Delete. A folder: Open/Close Folder, New File, New Folder, Move
 * to Root (not at root; a folder that is only a path prefix cannot move), Paste, Delete. Root: New File,
 * New Folder, Paste. Everything but opening changes files, so a role that may not edit them (a viewer)
 * gets the openings only, and nothing at all on Root.
 */
export function explorerMenuItems(node: MenuNode | null, { canWrite, canPaste }: Options): ExplorerMenuItem[] {
  const items: ExplorerMenuItem[] = [];
  const isFile = node !== null && !node.isDirectory;
  const isFolderOrRoot = node === null || node.isDirectory;
  if (isFile) items.push("open");
  if (node?.isDirectory) items.push("toggle");
  if (!canWrite) return items;
  if (isFile) items.push("edit", "rename", "copy", "cut");
  if (isFolderOrRoot) items.push("new-file", "new-folder");
  if (node?.file && (node.isDirectory || parentPath(node.full_path) !== "")) items.push("move-to-root");
  if (canPaste && isFolderOrRoot) items.push("paste");
  if (node?.file) items.push("delete");
  return items;
}
