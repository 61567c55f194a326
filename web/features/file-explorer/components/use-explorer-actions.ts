import { baseName } from "@common/files";
import type { SiteFile } from "@common/schemas/files";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useMoveFile } from "@/features/code-editor";
import { showErrorToast } from "@/lib/error-toast";
import { type ClipboardMode, type MovePlan, planMove, planMoveToRoot, planPaste } from "../lib/file-ops";
import type { FileTreeNode } from "../lib/file-tree";

/** The explorer's clipboard: the copied or cut node and the mode. */
export type ExplorerClipboard = { node: FileTreeNode; mode: ClipboardMode };

type Options = {
  siteId: string;
  files: SiteFile[];
  selectedPath: string | null;
  onSelect: (file: SiteFile) => void;
};

function folderName(folder: string): string {
  return folder === "" ? "root" : folder;
}

/**
 * Clipboard, paste, drag-and-drop moves and Move to Root: the rules of docs/product.md#explorer decide,
 * the API does, and each outcome gets its toast. The selected file follows when it (or its folder) moves.
 */
export function useExplorerActions({ siteId, files, selectedPath, onSelect }: Options) {
  const [clipboard, setClipboard] = useState<ExplorerClipboard | null>(null);
  const moveFile = useMoveFile(siteId);
  const existingPaths = useMemo(() => new Set(files.map((f) => f.full_path)), [files]);

  function followSelection(node: FileTreeNode, newPath: string) {
    if (selectedPath === null || !selectedPath.startsWith(node.full_path)) return;
    const selected = files.find((f) => f.full_path === selectedPath);
    if (!selected) return;
    if (node.isDirectory || selectedPath === node.full_path) {
      onSelect({ ...selected, full_path: newPath + selectedPath.slice(node.full_path.length) });
    }
  }

  function run(node: FileTreeNode, plan: MovePlan, copy: boolean, onMoved: (file: SiteFile) => void) {
    if (plan.kind === "ignore") return;
    if (plan.kind === "refuse") {
      if (plan.variant === "destructive") showErrorToast(plan.title, plan.message);
      else toast({ title: plan.title, description: plan.message || undefined });
      return;
    }
    if (!node.file) return;
    moveFile.mutate({ fileId: node.file.id, new_path: plan.newPath, copy }, { onSuccess: onMoved });
  }

  function move(node: FileTreeNode, plan: MovePlan, folder: string) {
    run(node, plan, false, (moved) => {
      followSelection(node, moved.full_path);
      if (folder === "") toast({ title: "Moved to root", description: `${node.name} is now at the root` });
      else toast({ title: "Moved file", description: `${node.name} moved to ${folder}` });
    });
  }

  /** A drop on a folder ('' = Root): a drop on its own parent, or of a top-level item on Root, is ignored. */
  function moveTo(node: FileTreeNode, folder: string) {
    move(node, planMove(node, folder), folder);
  }

  /** The Move to Root menu item: a root-level item answers 'Already at root'. */
  function moveToRoot(node: FileTreeNode) {
    move(node, planMoveToRoot(node), "");
  }

  function copy(node: FileTreeNode) {
    setClipboard({ node, mode: "copy" });
    toast({ title: "Copied to clipboard", description: node.path });
  }

  function cut(node: FileTreeNode) {
    setClipboard({ node, mode: "cut" });
    toast({ title: "Cut to clipboard", description: node.path });
  }

  function paste(folder: string) {
    if (!clipboard) return;
    const { node, mode } = clipboard;
    const plan = planPaste(node, mode, folder, existingPaths);
    run(node, plan, mode === "copy", (result) => {
      if (mode === "copy") {
        toast({ title: "Copied file", description: `${baseName(result.full_path)} copied to ${folderName(folder)}` });
        return;
      }
      setClipboard(null);
      followSelection(node, result.full_path);
      toast({ title: "Moved file", description: `${node.name} moved to ${folderName(folder)}` });
    });
  }

  /** A rename is a move within the same folder. */
  function rename(node: FileTreeNode, newPath: string, onDone: () => void) {
    if (newPath === node.full_path) {
      onDone();
      return;
    }
    run(node, { kind: "move", newPath }, false, (moved) => {
      followSelection(node, moved.full_path);
      toast({ title: node.isDirectory ? "Folder renamed" : "File renamed", description: moved.full_path });
      onDone();
    });
  }

  /** Forget a clipboard entry whose node was deleted. */
  function forget(node: FileTreeNode) {
    const held = clipboard?.node.full_path;
    if (held === node.full_path || (node.isDirectory && held?.startsWith(node.full_path))) setClipboard(null);
  }

  return { clipboard, copy, cut, paste, moveTo, moveToRoot, rename, forget, isMoving: moveFile.isPending };
}
