import { FolderIcon } from "lucide-react";
import { ColumnHeads } from "@/components/column-heads";
import { formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { folderName } from "../lib/folders";
import { formatBytes, typeName } from "../lib/format";
import { FolderMenu } from "./folder-menu";
import type { MediaItemsProps } from "./media-items";
import { MediaThumb } from "./media-thumb";

const CELL = "px-3 py-2 text-left";

/** Folders, then files, as rows with their type, size, dimensions and age. */
export function MediaTable({
  search,
  folders,
  files,
  selectedId,
  onOpenFolder,
  onSelect,
  onFolderAction,
}: MediaItemsProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{search ? `Files matching “${search}”` : "Folders and files"}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <ColumnHeads
            columns={[
              "Name",
              { label: "Type", className: "max-sm:hidden" },
              "Size",
              { label: "Dimensions", className: "max-md:hidden" },
              { label: "Updated", className: "max-md:hidden" },
            ]}
            cellClassName={CELL}
          />
        </thead>
        <tbody className="divide-y">
          {folders.map((path) => (
            <tr key={path}>
              <td className={CELL} colSpan={5}>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className="flex min-w-0 flex-1 items-center gap-3 rounded-sm text-left font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    onClick={() => onOpenFolder(path)}
                  >
                    <FolderIcon className="size-8 shrink-0 p-1 text-primary" aria-hidden="true" />
                    <span className="truncate">
                      <span className="sr-only">Folder </span>
                      {folderName(path)}
                    </span>
                  </button>
                  <FolderMenu path={path} onAction={onFolderAction} />
                </div>
              </td>
            </tr>
          ))}
          {files.map((file) => (
            <tr key={file.id} className={cn(file.id === selectedId && "bg-accent")}>
              <td className={CELL}>
                <button
                  type="button"
                  data-media-id={file.id}
                  aria-pressed={file.id === selectedId}
                  className="flex w-full min-w-0 items-center gap-3 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  onClick={() => onSelect(file)}
                >
                  <MediaThumb file={file} className="size-8 shrink-0 rounded" />
                  <span className="grid min-w-0">
                    <span className="truncate font-medium">{file.name}</span>
                    {search && file.folder && (
                      <span className="truncate text-xs text-muted-foreground">{file.folder}</span>
                    )}
                  </span>
                </button>
              </td>
              <td className={cn(CELL, "whitespace-nowrap text-muted-foreground max-sm:hidden")}>
                {typeName(file.mime)}
              </td>
              <td className={cn(CELL, "whitespace-nowrap text-muted-foreground")}>{formatBytes(file.size)}</td>
              <td className={cn(CELL, "whitespace-nowrap text-muted-foreground max-md:hidden")}>
                {file.width && file.height ? `${file.width} × ${file.height}` : "—"}
              </td>
              <td className={cn(CELL, "whitespace-nowrap text-muted-foreground max-md:hidden")}>
                {formatRelativeTime(file.updated_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
