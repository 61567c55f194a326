import { parentPath } from "@common/files";
import {
  ArrowUpToLine,
  ClipboardPaste,
  Copy,
  FilePen,
  FilePlus,
  FolderClosed,
  FolderOpen,
  FolderPlus,
  Pencil,
  Scissors,
  SquareArrowOutUpRight,
  Trash2,
} from "lucide-react";
import {
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
} from "@/components/ui/context-menu";
import type { FileTreeNode } from "../lib/file-tree";

/** What was right-clicked (or long-pressed): a node, or Root / the empty area below the tree. */
export type MenuTarget = { kind: "node"; node: FileTreeNode } | { kind: "root" };

export type ExplorerMenuActions = {
  open: (node: FileTreeNode) => void;
  edit: (node: FileTreeNode) => void;
  rename: (node: FileTreeNode) => void;
  copy: (node: FileTreeNode) => void;
  cut: (node: FileTreeNode) => void;
  moveToRoot: (node: FileTreeNode) => void;
  remove: (node: FileTreeNode) => void;
  toggle: (node: FileTreeNode) => void;
  create: (folder: string, isDirectory: boolean) => void;
  paste: (folder: string) => void;
};

type Props = { target: MenuTarget; isExpanded: boolean; canPaste: boolean; actions: ExplorerMenuActions };

/** The file and folder menus, plus New/Paste on Root (docs/product.md#explorer). */
export function ExplorerMenu({ target, isExpanded, canPaste, actions }: Props) {
  const node = target.kind === "node" ? target.node : null;
  const folder = node ? node.full_path : "";
  return (
    <ContextMenuContent className="min-w-44 max-w-64">
      <ContextMenuLabel>{node ? node.name : "Root"}</ContextMenuLabel>
      <ContextMenuSeparator />
      {node && !node.isDirectory ? (
        <>
          <ContextMenuItem onSelect={() => actions.open(node)}>
            <SquareArrowOutUpRight /> Open
          </ContextMenuItem>
          <ContextMenuItem onSelect={() => actions.edit(node)}>
            <FilePen /> Edit
          </ContextMenuItem>
          <ContextMenuItem onSelect={() => actions.rename(node)}>
            <Pencil /> Rename
          </ContextMenuItem>
          <ContextMenuItem onSelect={() => actions.copy(node)}>
            <Copy /> Copy
          </ContextMenuItem>
          <ContextMenuItem onSelect={() => actions.cut(node)}>
            <Scissors /> Cut
          </ContextMenuItem>
        </>
      ) : null}
      {node?.isDirectory ? (
        <ContextMenuItem onSelect={() => actions.toggle(node)}>
          {isExpanded ? <FolderClosed /> : <FolderOpen />} {isExpanded ? "Close Folder" : "Open Folder"}
        </ContextMenuItem>
      ) : null}
      {!node || node.isDirectory ? (
        <>
          <ContextMenuItem onSelect={() => actions.create(folder, false)}>
            <FilePlus /> New File
          </ContextMenuItem>
          <ContextMenuItem onSelect={() => actions.create(folder, true)}>
            <FolderPlus /> New Folder
          </ContextMenuItem>
        </>
      ) : null}
      {node?.file && (node.isDirectory || parentPath(node.full_path) !== "") ? (
        <ContextMenuItem onSelect={() => actions.moveToRoot(node)}>
          <ArrowUpToLine /> Move to Root
        </ContextMenuItem>
      ) : null}
      {canPaste && (!node || node.isDirectory) ? (
        <ContextMenuItem onSelect={() => actions.paste(folder)}>
          <ClipboardPaste /> Paste
        </ContextMenuItem>
      ) : null}
      {node?.file ? (
        <>
          <ContextMenuSeparator />
          <ContextMenuItem variant="destructive" onSelect={() => actions.remove(node)}>
            <Trash2 /> Delete
          </ContextMenuItem>
        </>
      ) : null}
    </ContextMenuContent>
  );
}
