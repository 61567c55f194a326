import { ChevronRight } from "lucide-react";
import type { CSSProperties, HTMLAttributes, KeyboardEvent, MouseEvent } from "react";
import { cn } from "@/lib/utils";
import type { VisibleRow } from "../lib/file-tree";
import { FileIcon } from "./file-icon";

/** Rows carry their path so the context menu knows which node was right-clicked. */
export const MENU_PATH_ATTRIBUTE = "data-menu-path";

type Props = {
  row: VisibleRow;
  index: number;
  style: CSSProperties;
  isSelected: boolean;
  isDirty: boolean;
  isExpanded: boolean;
  isDropTarget: boolean;
  isCut: boolean;
  isMenuTarget: boolean;
  isFocusable: boolean;
  /** Drag source and (for folders) drop target props from useTreeDrag. */
  dragProps: HTMLAttributes<HTMLDivElement>;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
  onDoubleClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
};

const INDENT_REM = 0.75;
const BASE_PADDING_REM = 0.5;

/** One treeitem: chevron and icon, the name, and a dot when the file has unsaved changes. */
export function FileTreeRow(props: Props) {
  const { row, index, style, isSelected, isDirty, isExpanded, isDropTarget, isCut, isFocusable } = props;
  const { node, depth } = row;
  return (
    <div
      role="treeitem"
      aria-level={depth + 1}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={node.isDirectory ? isExpanded : undefined}
      aria-selected={node.isDirectory ? undefined : isSelected}
      aria-label={isDirty ? `${node.name} (unsaved changes)` : node.name}
      tabIndex={isFocusable ? 0 : -1}
      title={node.path}
      data-index={index}
      data-selected={isSelected || undefined}
      data-drop-target={isDropTarget || undefined}
      {...{ [MENU_PATH_ATTRIBUTE]: node.full_path }}
      style={{ ...style, paddingLeft: `${BASE_PADDING_REM + depth * INDENT_REM}rem` }}
      className={cn(
        "absolute top-0 left-0 flex w-full cursor-pointer touch-pan-y items-center gap-1.5 rounded-sm pr-2 text-sm outline-none select-none [-webkit-touch-callout:none]",
        "hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:ring-inset",
        isSelected && "bg-accent font-medium text-accent-foreground",
        props.isMenuTarget && "ring-1 ring-ring/60 ring-inset",
        isDropTarget && "bg-primary/10 ring-2 ring-primary ring-inset",
        isCut && "opacity-50",
      )}
      {...props.dragProps}
      onClick={props.onClick}
      onDoubleClick={props.onDoubleClick}
      onKeyDown={props.onKeyDown}
    >
      {node.isDirectory ? (
        <ChevronRight
          aria-hidden
          className={cn("size-3.5 shrink-0 text-muted-foreground transition-transform", isExpanded && "rotate-90")}
        />
      ) : (
        <span aria-hidden className="w-3.5 shrink-0" />
      )}
      <FileIcon fileType={node.file_type} isDirectory={node.isDirectory} isOpen={isExpanded} />
      <span className="min-w-0 flex-1 truncate">{node.name}</span>
      {isDirty ? (
        <span aria-hidden title="Unsaved changes" className="size-2 shrink-0 rounded-full bg-primary" />
      ) : null}
    </div>
  );
}
