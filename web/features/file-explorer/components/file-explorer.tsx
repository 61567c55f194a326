import type { SiteFile } from "@common/schemas/files";
import { type MouseEvent, useMemo, useState } from "react";
import { ContextMenu, ContextMenuTrigger } from "@/components/ui/context-menu";
import { usePermission } from "@/features/auth";
import { cn } from "@/lib/utils";
import { explorerMenuItems } from "../lib/explorer-menu-items";
import { buildFileTree, type FileTreeNode, flattenVisible } from "../lib/file-tree";
import { DragGhost } from "./drag-ghost";
import { type ExplorerDialog, ExplorerDialogs } from "./explorer-dialogs";
import { ExplorerHeader } from "./explorer-header";
import { ExplorerHint } from "./explorer-hint";
import { ExplorerMenu, type ExplorerMenuActions, type MenuTarget } from "./explorer-menu";
import { MENU_PATH_ATTRIBUTE } from "./file-tree-row";
import { FileTreeView } from "./file-tree-view";
import { RootDropTarget } from "./root-drop-target";
import { useExpandedFolders } from "./use-expanded-folders";
import { useExplorerActions } from "./use-explorer-actions";
import { useTreeDrag } from "./use-tree-drag";

type Props = {
  siteId: string;
  files: SiteFile[];
  selectedPath: string | null;
  dirtyPaths: ReadonlySet<string>;
  onSelect: (file: SiteFile) => void;
  onCollapse: () => void;
  className?: string;
};

/**
 * The file explorer: header, Root drop target, the file tree with its menus, dialogs and drag and drop.
 * For a role that may not change files (a viewer) it only opens them: New File and New Folder are
 * disabled, saying why, the menus offer the openings only, nothing drags, and there is no Root to drop on.
 */
export function FileExplorer({ siteId, files, selectedPath, dirtyPaths, onSelect, onCollapse, className }: Props) {
  const canWrite = usePermission("file:write").allowed;
  const { expanded, setOpen, reveal } = useExpandedFolders(selectedPath);
  const [dialog, setDialog] = useState<ExplorerDialog | null>(null);
  const [menuTarget, setMenuTarget] = useState<MenuTarget>({ kind: "root" });
  const [isMenuOpen, setMenuOpen] = useState(false);
  const tree = useMemo(() => buildFileTree(files), [files]);
  const rows = useMemo(() => flattenVisible(tree, expanded), [tree, expanded]);
  const existingPaths = useMemo(() => new Set(files.map((f) => f.full_path)), [files]);
  const ops = useExplorerActions({ siteId, files, selectedPath, onSelect });
  const drag = useTreeDrag(ops.moveTo, canWrite);

  function toggle(node: FileTreeNode, open = !expanded.has(node.full_path)) {
    setOpen([node.full_path], open);
  }

  function activate(node: FileTreeNode) {
    if (node.isDirectory) toggle(node);
    else if (node.file) onSelect(node.file);
  }

  const actions: ExplorerMenuActions = {
    open: activate,
    edit: (node) => node.file && setDialog({ kind: "edit", file: node.file }),
    rename: (node) => setDialog({ kind: "rename", node }),
    copy: ops.copy,
    cut: ops.cut,
    moveToRoot: ops.moveToRoot,
    remove: (node) => setDialog({ kind: "delete", node }),
    toggle: (node) => toggle(node),
    create: (folder, isDirectory) => setDialog({ kind: "create", folder, isDirectory }),
    paste: ops.paste,
  };

  const menuOptions = { canWrite, canPaste: ops.clipboard !== null };
  const menuItems = explorerMenuItems(menuTarget.kind === "node" ? menuTarget.node : null, menuOptions);

  function handleContextMenu(event: MouseEvent<HTMLDivElement>) {
    drag.cancelLongPress();
    const path = (event.target as Element).closest(`[${MENU_PATH_ATTRIBUTE}]`)?.getAttribute(MENU_PATH_ATTRIBUTE);
    const node = path ? rows.find((row) => row.node.full_path === path)?.node : undefined;
    // A menu with nothing in it (a viewer's Root) does not open; preventing the event stops Radix's menu.
    if (explorerMenuItems(node ?? null, menuOptions).length === 0) {
      event.preventDefault();
      return;
    }
    setMenuTarget(node ? { kind: "node", node } : { kind: "root" });
  }

  function handleCreated(file: SiteFile) {
    reveal(file.full_path);
    if (!file.is_directory) onSelect(file);
  }

  return (
    <div className={cn("flex h-full min-h-0 flex-col bg-background", className)}>
      <ExplorerHeader
        onNewFile={() => actions.create("", false)}
        onNewFolder={() => actions.create("", true)}
        onCollapse={onCollapse}
      />
      <ContextMenu onOpenChange={setMenuOpen}>
        <ContextMenuTrigger asChild onContextMenu={handleContextMenu}>
          <div className="flex min-h-0 flex-1 flex-col">
            {canWrite ? (
              <RootDropTarget
                isDropTarget={drag.dropFolder === ""}
                isMenuTarget={isMenuOpen && menuTarget.kind === "root"}
                isDragging={drag.dragged !== null}
                dragProps={{ ...drag.sourceProps(null), ...drag.targetProps("") }}
              />
            ) : null}
            {files.length === 0 ? (
              <p className="px-4 py-3 text-sm text-muted-foreground">
                {canWrite ? "No files yet. Create one with New File." : "No files yet."}
              </p>
            ) : null}
            <FileTreeView
              className="flex-1 px-2 pb-2"
              rows={rows}
              selectedPath={selectedPath}
              dirtyPaths={dirtyPaths}
              expanded={expanded}
              menuPath={isMenuOpen && menuTarget.kind === "node" ? menuTarget.node.full_path : null}
              cutPath={ops.clipboard?.mode === "cut" ? ops.clipboard.node.full_path : null}
              drag={drag}
              onActivate={activate}
              onToggle={toggle}
              onEdit={canWrite ? actions.edit : undefined}
            />
          </div>
        </ContextMenuTrigger>
        <ExplorerMenu
          target={menuTarget}
          items={menuItems}
          isExpanded={menuTarget.kind === "node" && expanded.has(menuTarget.node.full_path)}
          actions={actions}
        />
      </ContextMenu>
      <ExplorerHint canWrite={canWrite} />
      <ExplorerDialogs
        siteId={siteId}
        dialog={dialog}
        existingPaths={existingPaths}
        isMoving={ops.isMoving}
        onClose={() => setDialog(null)}
        onCreated={handleCreated}
        onRename={(node, newPath) => ops.rename(node, newPath, () => setDialog(null))}
        onDeleted={ops.forget}
      />
      {drag.dragged && drag.touchPoint ? <DragGhost node={drag.dragged} {...drag.touchPoint} /> : null}
    </div>
  );
}
