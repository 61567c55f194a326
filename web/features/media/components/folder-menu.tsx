import { FolderInputIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { RequiresPermission } from "@/features/auth";
import { folderName } from "../lib/folders";
import type { MediaDialog } from "./media-dialogs";

/** Rename, move or delete a folder. */
export function FolderMenu({ path, onAction }: { path: string; onAction: (dialog: MediaDialog) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for folder ${folderName(path)}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <RequiresPermission permission="media:write" side="left">
          <DropdownMenuItem onSelect={() => onAction({ kind: "rename-folder", path })}>
            <PencilIcon aria-hidden="true" />
            Rename
          </DropdownMenuItem>
        </RequiresPermission>
        <RequiresPermission permission="media:write" side="left">
          <DropdownMenuItem onSelect={() => onAction({ kind: "move-folder", path })}>
            <FolderInputIcon aria-hidden="true" />
            Move
          </DropdownMenuItem>
        </RequiresPermission>
        <DropdownMenuSeparator />
        <RequiresPermission permission="media:write" side="left">
          <DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: "delete-folder", path })}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </RequiresPermission>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
