import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { refusalText } from "@/lib/refusal-text";
import { folderUsedInQueryOptions, useDeleteFolder, useMoveFolder } from "../api/media-api";
import { folderName, isInside, safeFolderPart } from "../lib/folders";
import { MoveDialog } from "./move-dialog";
import { NameDialog } from "./name-dialog";
import { UsedInList } from "./used-in-list";

function parentOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

function join(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name;
}

type NewProps = { parent: string; folders: string[]; onCreated: (path: string) => void; onClose: () => void };

/** A folder lives in this screen until a file goes into it; the server keeps folders only as paths of files. */
export function NewFolderDialog({ parent, folders, onCreated, onClose }: NewProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <NameDialog
      title="New folder"
      description={`In ${parent ? `“${folderName(parent)}”` : "the top of the library"}. Letters, digits, - and _; other characters become hyphens.`}
      label="Folder name"
      initial=""
      submitLabel="Create folder"
      busyLabel="Creating..."
      busy={false}
      error={error}
      onClose={onClose}
      onSubmit={(name) => {
        const part = safeFolderPart(name);
        if (!part) return setError("A folder may hold letters, digits, - and _");
        const path = join(parent, part);
        if (folders.includes(path)) return setError(`A folder named “${part}” is already here`);
        onCreated(path);
        onClose();
      }}
    />
  );
}

type MoveProps = {
  siteId: string;
  path: string;
  folders: string[];
  /** Made here and still empty: renamed or moved in this screen alone. */
  isLocal: boolean;
  onMoved: (from: string, to: string) => void;
  onClose: () => void;
};

function useFolderMove({ siteId, path, isLocal, onMoved, onClose }: MoveProps) {
  const move = useMoveFolder(siteId);
  const [error, setError] = useState<string | null>(null);
  function submit(newPath: string, folders: string[]) {
    if (newPath === path) return onClose();
    if (folders.includes(newPath)) return setError(`A folder named “${folderName(newPath)}” is already there`);
    if (isLocal) {
      onMoved(path, newPath);
      return onClose();
    }
    move.mutate(
      { path, new_path: newPath },
      {
        onSuccess: () => {
          toast({ title: "Folder moved", description: newPath });
          onMoved(path, newPath);
          onClose();
        },
        onError: (failure) => setError(refusalText(failure)),
      },
    );
  }
  return { submit, error, setError, busy: move.isPending };
}

export function RenameFolderDialog(props: MoveProps) {
  const { path, folders, onClose } = props;
  const { submit, error, setError, busy } = useFolderMove(props);
  return (
    <NameDialog
      title={`Rename ${folderName(path)}`}
      description="The addresses of the files in it change with it: pages that name them need the new ones."
      label="Folder name"
      initial={folderName(path)}
      submitLabel="Rename"
      busyLabel="Renaming..."
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={(name) => {
        const part = safeFolderPart(name);
        if (!part) return setError("A folder may hold letters, digits, - and _");
        submit(join(parentOf(path), part), folders);
      }}
    />
  );
}

export function MoveFolderDialog(props: MoveProps) {
  const { path, folders, onClose } = props;
  const { submit, error, busy } = useFolderMove(props);
  return (
    <MoveDialog
      title={`Move ${folderName(path)}`}
      current={parentOf(path)}
      folders={folders.filter((folder) => !isInside(folder, path))}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={(parent) => submit(join(parent, folderName(path)), folders)}
    />
  );
}

type DeleteProps = {
  site: Site;
  path: string;
  isLocal: boolean;
  onDeleted: (path: string) => void;
  onClose: () => void;
};

/** Asks first: every file in the folder goes, and the site files naming any of them are listed. */
export function DeleteFolderDialog({ site, path, isLocal, onDeleted, onClose }: DeleteProps) {
  const remove = useDeleteFolder(site.id);
  const uses = useQuery({ ...folderUsedInQueryOptions(site.id, path), enabled: !isLocal && remove.isIdle });
  const count = new Set(uses.data?.map((use) => use.file_id)).size;
  return (
    <ConfirmDialog
      title={`Delete folder ${folderName(path)}?`}
      description={
        isLocal
          ? "It holds no files yet."
          : "Every file in it, and in the folders inside it, is deleted, and their addresses stop working at once."
      }
      details={
        count > 0 && (
          <div className="grid gap-2 text-sm">
            <p className="font-medium">
              Its files are used in {count} site {count === 1 ? "file" : "files"}, which will show them missing:
            </p>
            <UsedInList siteId={site.id} uses={uses.data ?? []} />
          </div>
        )
      }
      action="Delete folder"
      busyAction="Deleting..."
      isBusy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (isLocal) {
          onDeleted(path);
          return onClose();
        }
        remove.mutate(path, {
          onSuccess: ({ deleted }) => {
            toast({ title: "Folder deleted", description: `${deleted} ${deleted === 1 ? "file" : "files"} deleted` });
            onDeleted(path);
            onClose();
          },
        });
      }}
    />
  );
}
