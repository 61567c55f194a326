import type { MediaFile } from "@common/schemas/media";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { refusalText } from "@/lib/refusal-text";
import { useDeleteMedia, usedInQueryOptions, useUpdateMedia } from "../api/media-api";
import { MoveDialog } from "./move-dialog";
import { NameDialog } from "./name-dialog";
import { UsedInList } from "./used-in-list";

function joinPath(folder: string, name: string): string {
  return folder ? `${folder}/${name}` : name;
}

export function RenameFileDialog({ file, onClose }: { file: MediaFile; onClose: () => void }) {
  const update = useUpdateMedia(file.site_id);
  const [error, setError] = useState<string | null>(null);
  return (
    <NameDialog
      title={`Rename ${file.name}`}
      description="Its address changes with its name: pages that name the old one need the new one."
      label="Name"
      initial={file.name}
      submitLabel="Rename"
      busyLabel="Renaming..."
      busy={update.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(name) =>
        update.mutate(
          { mediaId: file.id, path: joinPath(file.folder, name) },
          {
            onSuccess: (renamed) => {
              toast({ title: "File renamed", description: renamed.path });
              onClose();
            },
            onError: (failure) => setError(refusalText(failure)),
          },
        )
      }
    />
  );
}

export function MoveFileDialog({
  file,
  folders,
  onClose,
}: {
  file: MediaFile;
  folders: string[];
  onClose: () => void;
}) {
  const update = useUpdateMedia(file.site_id);
  const [error, setError] = useState<string | null>(null);
  return (
    <MoveDialog
      title={`Move ${file.name}`}
      current={file.folder}
      folders={folders}
      busy={update.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(folder) =>
        update.mutate(
          { mediaId: file.id, path: joinPath(folder, file.name) },
          {
            onSuccess: (moved) => {
              toast({ title: "File moved", description: `Now at /media/${moved.path}` });
              onClose();
            },
            onError: (failure) => setError(refusalText(failure)),
          },
        )
      }
    />
  );
}

/** Asks first, and lists the site files that name the file, whose pages would lose it. */
export function DeleteFileDialog({
  site,
  file,
  onDeleted,
  onClose,
}: {
  site: Site;
  file: MediaFile;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const remove = useDeleteMedia(site.id);
  const uses = useQuery({ ...usedInQueryOptions(site.id, file.id), enabled: remove.isIdle });
  const count = new Set(uses.data?.map((use) => use.file_id)).size;
  return (
    <ConfirmDialog
      title={`Delete ${file.name}?`}
      description={`Its address /media/${file.path} stops working at once, and its earlier versions go with it.`}
      details={
        count > 0 && (
          <div className="grid gap-2 text-sm">
            <p className="font-medium">
              It is used in {count} site {count === 1 ? "file" : "files"}, which will show it missing:
            </p>
            <UsedInList siteId={site.id} uses={uses.data ?? []} />
          </div>
        )
      }
      action="Delete"
      busyAction="Deleting..."
      isBusy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(file.id, {
          onSuccess: () => {
            toast({ title: "File deleted", description: file.name });
            onDeleted();
            onClose();
          },
        })
      }
    />
  );
}
