import type { MediaFile } from "@common/schemas/media";
import type { Site } from "@common/schemas/sites";
import { DeleteFileDialog, MoveFileDialog, RenameFileDialog } from "./file-dialogs";
import { DeleteFolderDialog, MoveFolderDialog, NewFolderDialog, RenameFolderDialog } from "./folder-dialogs";

/** The dialog the library shows, if any, and what it is about. */
export type MediaDialog =
  | { kind: "new-folder"; parent: string }
  | { kind: "rename-file" | "move-file" | "delete-file"; file: MediaFile }
  | { kind: "rename-folder" | "move-folder" | "delete-folder"; path: string };

export type FolderChanges = {
  /** A folder made here holds no file yet, so only this screen knows it. */
  onFolderCreated: (path: string) => void;
  onFolderMoved: (from: string, to: string) => void;
  onFolderGone: (path: string) => void;
};

type Props = FolderChanges & {
  site: Site;
  dialog: MediaDialog | null;
  /** Every folder: those holding files and those made here. */
  folders: string[];
  /** Those made here that hold no file yet. */
  localFolders: string[];
  onFileGone: () => void;
  onClose: () => void;
};

export function MediaDialogs({ site, dialog, folders, localFolders, onFileGone, onClose, ...changes }: Props) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case "new-folder":
      return (
        <NewFolderDialog
          parent={dialog.parent}
          folders={folders}
          onCreated={changes.onFolderCreated}
          onClose={onClose}
        />
      );
    case "rename-file":
      return <RenameFileDialog file={dialog.file} onClose={onClose} />;
    case "move-file":
      return <MoveFileDialog file={dialog.file} folders={folders} onClose={onClose} />;
    case "delete-file":
      return <DeleteFileDialog site={site} file={dialog.file} onDeleted={onFileGone} onClose={onClose} />;
    case "rename-folder":
    case "move-folder": {
      const Dialog = dialog.kind === "rename-folder" ? RenameFolderDialog : MoveFolderDialog;
      return (
        <Dialog
          siteId={site.id}
          path={dialog.path}
          folders={folders}
          isLocal={localFolders.includes(dialog.path)}
          onMoved={changes.onFolderMoved}
          onClose={onClose}
        />
      );
    }
    case "delete-folder":
      return (
        <DeleteFolderDialog
          site={site}
          path={dialog.path}
          isLocal={localFolders.includes(dialog.path)}
          onDeleted={changes.onFolderGone}
          onClose={onClose}
        />
      );
  }
}
