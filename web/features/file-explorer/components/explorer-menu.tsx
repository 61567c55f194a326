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
import { Fragment, type ReactNode } from "react";
import {
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
} from "@/components/ui/context-menu";
import type { ExplorerMenuItem } from "../lib/explorer-menu-items";
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

type Props = {
  target: MenuTarget;
  /** What the menu offers (explorerMenuItems), in order. */
  items: readonly ExplorerMenuItem[];
  isExpanded: boolean;
  actions: ExplorerMenuActions;
};

/** The file and folder menus, plus New/Paste on Root (docs/product.md#explorer). */
export function ExplorerMenu({ target, items, isExpanded, actions }: Props) {
  const node = target.kind === "node" ? target.node : null;
  const folder = node ? node.full_path : "";

  function item(kind: ExplorerMenuItem) {
    switch (kind) {
      case "open":
        return node && <Entry icon={<SquareArrowOutUpRight />} label="Open" onSelect={() => actions.open(node)} />;
      case "edit":
        return node && <Entry icon={<FilePen />} label="Edit" onSelect={() => actions.edit(node)} />;
      case "rename":
        return node && <Entry icon={<Pencil />} label="Rename" onSelect={() => actions.rename(node)} />;
      case "copy":
        return node && <Entry icon={<Copy />} label="Copy" onSelect={() => actions.copy(node)} />;
      case "cut":
        return node && <Entry icon={<Scissors />} label="Cut" onSelect={() => actions.cut(node)} />;
      case "toggle":
        return (
          node && (
            <Entry
              icon={isExpanded ? <FolderClosed /> : <FolderOpen />}
              label={isExpanded ? "Close Folder" : "Open Folder"}
              onSelect={() => actions.toggle(node)}
            />
          )
        );
      case "new-file":
        return <Entry icon={<FilePlus />} label="New File" onSelect={() => actions.create(folder, false)} />;
      case "new-folder":
        return <Entry icon={<FolderPlus />} label="New Folder" onSelect={() => actions.create(folder, true)} />;
      case "move-to-root":
        return (
          node && <Entry icon={<ArrowUpToLine />} label="Move to Root" onSelect={() => actions.moveToRoot(node)} />
        );
      case "paste":
        return <Entry icon={<ClipboardPaste />} label="Paste" onSelect={() => actions.paste(folder)} />;
      case "delete":
        return (
          node && (
            <>
              <ContextMenuSeparator />
              <ContextMenuItem variant="destructive" onSelect={() => actions.remove(node)}>
                <Trash2 /> Delete
              </ContextMenuItem>
            </>
          )
        );
    }
  }

  return (
    <ContextMenuContent className="min-w-44 max-w-64">
      <ContextMenuLabel>{node ? node.name : "Root"}</ContextMenuLabel>
      <ContextMenuSeparator />
      {items.map((kind) => (
        <Fragment key={kind}>{item(kind)}</Fragment>
      ))}
    </ContextMenuContent>
  );
}

function Entry({ icon, label, onSelect }: { icon: ReactNode; label: string; onSelect: () => void }) {
  return (
    <ContextMenuItem onSelect={onSelect}>
      {icon} {label}
    </ContextMenuItem>
  );
}
