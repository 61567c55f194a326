import { FolderRoot } from "lucide-react";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** Marks the Root row for the context menu (its target is the site root). */
export const ROOT_MENU_ATTRIBUTE = "data-menu-root";

type Props = {
  isDropTarget: boolean;
  isDragging: boolean;
  /** Its context menu is open. */
  isMenuTarget: boolean;
  dragProps: HTMLAttributes<HTMLDivElement>;
};

/** The virtual 'Root' row: drop files here to move them to the top level. */
export function RootDropTarget({ isDropTarget, isDragging, isMenuTarget, dragProps }: Props) {
  return (
    <div
      {...{ [ROOT_MENU_ATTRIBUTE]: "" }}
      data-drop-target={isDropTarget || undefined}
      title="Drop files here to move them to the root"
      {...dragProps}
      className={cn(
        "mx-2 mt-2 mb-1 flex h-8 shrink-0 touch-pan-y items-center gap-2 rounded-md border border-dashed px-2 text-sm text-muted-foreground select-none [-webkit-touch-callout:none]",
        (isDragging || isMenuTarget) && "border-primary/50",
        isDropTarget && "border-primary bg-primary/10 text-foreground",
      )}
    >
      <FolderRoot aria-hidden className="size-4 shrink-0" />
      <span className="font-medium">Root</span>
      <span className="ml-auto text-xs">/</span>
    </div>
  );
}
