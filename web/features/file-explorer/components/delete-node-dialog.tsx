import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useDeleteFile } from "@/features/code-editor";
import type { FileTreeNode } from "../lib/file-tree";

type Props = { siteId: string; node: FileTreeNode; onDeleted: (node: FileTreeNode) => void; onClose: () => void };

/** Deleting asks first; a folder also warns that everything inside goes with it. */
export function DeleteNodeDialog({ siteId, node, onDeleted, onClose }: Props) {
  const deleteFile = useDeleteFile(siteId);
  const kind = node.isDirectory ? "Folder" : "File";

  function handleDelete() {
    if (!node.file || deleteFile.isPending) return;
    deleteFile.mutate(node.file.id, {
      onSuccess() {
        toast({ title: `${kind} deleted`, description: node.path });
        onDeleted(node);
        onClose();
      },
    });
  }

  return (
    <ConfirmDialog
      title={`Delete ${kind}`}
      description={`Are you sure you want to delete "${node.path}"?${node.isDirectory ? " All files inside this folder will be deleted too." : ""} This action cannot be undone.`}
      action="Delete"
      busyAction="Deleting..."
      isBusy={deleteFile.isPending}
      onConfirm={handleDelete}
      onClose={onClose}
    />
  );
}
