import type { SiteFile } from "@common/schemas/files";
import type { FileTreeNode } from "../lib/file-tree";
import { CreateItemDialog } from "./create-item-dialog";
import { DeleteNodeDialog } from "./delete-node-dialog";
import { EditFileDialog } from "./edit-file-dialog";
import { RenameDialog } from "./rename-dialog";

/** The one explorer dialog open at a time. */
export type ExplorerDialog =
  | { kind: "create"; folder: string; isDirectory: boolean }
  | { kind: "edit"; file: SiteFile }
  | { kind: "rename"; node: FileTreeNode }
  | { kind: "delete"; node: FileTreeNode };

type Props = {
  siteId: string;
  dialog: ExplorerDialog | null;
  existingPaths: ReadonlySet<string>;
  isMoving: boolean;
  onClose: () => void;
  onCreated: (file: SiteFile) => void;
  onRename: (node: FileTreeNode, newPath: string) => void;
  onDeleted: (node: FileTreeNode) => void;
};

export function ExplorerDialogs({ siteId, dialog, existingPaths, isMoving, onClose, ...handlers }: Props) {
  switch (dialog?.kind) {
    case "create":
      return (
        <CreateItemDialog
          siteId={siteId}
          folder={dialog.folder}
          isDirectory={dialog.isDirectory}
          existingPaths={existingPaths}
          onCreated={handlers.onCreated}
          onClose={onClose}
        />
      );
    case "edit":
      return <EditFileDialog siteId={siteId} file={dialog.file} onClose={onClose} />;
    case "rename":
      return (
        <RenameDialog
          node={dialog.node}
          existingPaths={existingPaths}
          isPending={isMoving}
          onRename={(newPath) => handlers.onRename(dialog.node, newPath)}
          onClose={onClose}
        />
      );
    case "delete":
      return <DeleteNodeDialog siteId={siteId} node={dialog.node} onDeleted={handlers.onDeleted} onClose={onClose} />;
    default:
      return null;
  }
}
