import { FolderIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { moveBetweenTiles } from "../hooks/grid-keys";
import { folderName } from "../lib/folders";
import { formatBytes } from "../lib/format";
import { FolderMenu } from "./folder-menu";
import type { MediaItemsProps } from "./media-items";
import { MediaThumb } from "./media-thumb";

const TILE = "group relative flex flex-col overflow-hidden rounded-lg border bg-card text-left";
const TILE_BUTTON =
  "flex w-full flex-col text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-lg";

/** Folders, then files, as tiles; arrow keys move between them. */
export function MediaGrid({
  search,
  folders,
  files,
  selectedId,
  onOpenFolder,
  onSelect,
  onFolderAction,
}: MediaItemsProps) {
  return (
    <ul
      aria-label={search ? `Files matching “${search}”` : "Folders and files"}
      onKeyDown={moveBetweenTiles}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5"
    >
      {folders.map((path) => (
        <li key={path} className={TILE}>
          <button type="button" data-tile className={TILE_BUTTON} onClick={() => onOpenFolder(path)}>
            <span className="flex aspect-[4/3] items-center justify-center bg-muted/50">
              <FolderIcon className="size-10 text-primary" aria-hidden="true" />
            </span>
            <span className="truncate px-3 py-2 text-sm font-medium">
              <span className="sr-only">Folder </span>
              {folderName(path)}
            </span>
          </button>
          <div className="absolute top-1 right-1 rounded-md bg-background/80">
            <FolderMenu path={path} onAction={onFolderAction} />
          </div>
        </li>
      ))}
      {files.map((file) => {
        const isSelected = file.id === selectedId;
        return (
          <li key={file.id} className={cn(TILE, isSelected && "ring-2 ring-primary")}>
            <button
              type="button"
              data-tile
              data-media-id={file.id}
              aria-pressed={isSelected}
              className={TILE_BUTTON}
              onClick={() => onSelect(file)}
            >
              <MediaThumb file={file} className="aspect-[4/3] w-full" />
              <span className="grid px-3 py-2">
                <span className="truncate text-sm font-medium">{file.name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {search && file.folder ? `${file.folder} · ` : ""}
                  {formatBytes(file.size)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
