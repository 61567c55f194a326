import type { MediaFile } from "@common/schemas/media";
import { SearchXIcon, UploadCloudIcon } from "lucide-react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListLoading } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import type { MediaView } from "../hooks/use-media-view";
import { folderName } from "../lib/folders";
import type { MediaDialog } from "./media-dialogs";
import { MediaGrid } from "./media-grid";
import { MediaTable } from "./media-table";

export type MediaItemsProps = {
  view: MediaView;
  isLoading: boolean;
  search: string;
  folder: string;
  /** The folders directly inside this one (none while searching). */
  folders: string[];
  files: MediaFile[];
  selectedId: string | null;
  canWrite: boolean;
  onOpenFolder: (path: string) => void;
  onSelect: (file: MediaFile) => void;
  onFolderAction: (dialog: MediaDialog) => void;
  onPick: () => void;
};

/** The folders and files in view, as a grid or a list; or what to do when there are none. */
export function MediaItems(props: MediaItemsProps) {
  const { view, isLoading, search, folder, folders, files, onPick } = props;
  if (isLoading) return <LoadingTiles />;
  if (files.length === 0 && folders.length === 0) {
    if (search) {
      return (
        <ListEmpty
          icon={SearchXIcon}
          title={`No files match “${search}”`}
          description="The search looks at file names in every folder."
        />
      );
    }
    return <EmptyLibrary folder={folder} onPick={onPick} />;
  }
  return view === "grid" ? <MediaGrid {...props} /> : <MediaTable {...props} />;
}

function EmptyLibrary({ folder, onPick }: { folder: string; onPick: () => void }) {
  return (
    <ListEmpty
      icon={UploadCloudIcon}
      title={folder ? `“${folderName(folder)}” is empty` : "No files yet"}
      description="Drop images, videos, PDFs or fonts anywhere on this page, paste them, or choose them from your device. Each may be up to 25 MB."
    >
      <RequiresPermission permission="media:write">
        <Button onClick={onPick}>Choose files</Button>
      </RequiresPermission>
    </ListEmpty>
  );
}

function LoadingTiles() {
  return (
    <ListLoading
      label="Loading files…"
      count={8}
      itemClassName="aspect-square"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5"
    />
  );
}
