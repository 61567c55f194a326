import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import type { FileTreeNode, VisibleRow } from "../lib/file-tree";
import { FileTreeRow } from "./file-tree-row";
import type { useTreeDrag } from "./use-tree-drag";

/** Fixed row height: the virtualizer needs no measuring, so 2,000 rows scroll without layout work. */
export const TREE_ROW_HEIGHT_PX = 28;
const OVERSCAN_ROWS = 12;

type Props = {
  rows: VisibleRow[];
  selectedPath: string | null;
  dirtyPaths: ReadonlySet<string>;
  expanded: ReadonlySet<string>;
  cutPath: string | null;
  /** The row whose context menu is open. */
  menuPath: string | null;
  drag: ReturnType<typeof useTreeDrag>;
  /** Click or Enter: a file is opened, a folder toggled. */
  onActivate: (node: FileTreeNode) => void;
  onToggle: (node: FileTreeNode, open: boolean) => void;
  /** Double-click on a file: the Edit dialog; absent where files may not be changed. */
  onEdit?: (node: FileTreeNode) => void;
  className?: string;
};

function parentIndex(rows: VisibleRow[], index: number): number {
  const depth = rows[index]?.depth ?? 0;
  for (let i = index - 1; i >= 0; i--) if ((rows[i]?.depth ?? 0) < depth) return i;
  return index;
}

/** The virtualized ARIA tree: arrows move, Right/Left open and close folders, Enter opens. */
export function FileTreeView({ rows, selectedPath, dirtyPaths, expanded, cutPath, menuPath, drag, ...props }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const moveFocus = useRef(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });
  const selectedIndex = rows.findIndex((row) => row.node.full_path === selectedPath);
  const focusable = Math.min(focusIndex, rows.length - 1);

  // Follow a newly selected file (once it is visible), not every shift of its row as folders open above it.
  const revealedPath = useRef<string | null>(null);
  useEffect(() => {
    if (selectedIndex < 0 || revealedPath.current === selectedPath) return;
    revealedPath.current = selectedPath;
    setFocusIndex(selectedIndex);
    virtualizer.scrollToIndex(selectedIndex, { align: "auto" });
  }, [selectedPath, selectedIndex, virtualizer]);

  // A row far away is rendered only after the virtualizer has scrolled to it: keep trying until then.
  useEffect(() => {
    if (!moveFocus.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusable}"]`);
    if (!row) return;
    moveFocus.current = false;
    row.focus();
  });

  function focusRow(index: number) {
    const next = Math.max(0, Math.min(index, rows.length - 1));
    moveFocus.current = true;
    setFocusIndex(next);
    virtualizer.scrollToIndex(next, { align: "auto" });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    const row = rows[index];
    if (!row) return;
    const { node } = row;
    const isOpen = node.isDirectory && expanded.has(node.full_path);
    switch (event.key) {
      case "ArrowDown":
        focusRow(index + 1);
        break;
      case "ArrowUp":
        focusRow(index - 1);
        break;
      case "Home":
        focusRow(0);
        break;
      case "End":
        focusRow(rows.length - 1);
        break;
      case "ArrowRight":
        if (isOpen) focusRow(index + 1);
        else if (node.isDirectory) props.onToggle(node, true);
        break;
      case "ArrowLeft":
        if (isOpen) props.onToggle(node, false);
        else focusRow(parentIndex(rows, index));
        break;
      case "Enter":
        props.onActivate(node);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function handleClick(event: MouseEvent<HTMLDivElement>, index: number, node: FileTreeNode) {
    setFocusIndex(index);
    // The second click of a double-click must not toggle a folder back or reopen a file.
    if (event.detail > 1) return;
    props.onActivate(node);
  }

  return (
    <div ref={scrollRef} className={cn("min-h-0 overflow-auto", props.className)}>
      <div
        role="tree"
        aria-label="Files"
        className="relative w-full outline-none"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { node } = row;
          return (
            <FileTreeRow
              key={node.full_path}
              row={row}
              index={item.index}
              style={{ height: TREE_ROW_HEIGHT_PX, transform: `translateY(${item.start}px)` }}
              isSelected={node.full_path === selectedPath}
              isDirty={dirtyPaths.has(node.full_path)}
              isExpanded={expanded.has(node.full_path)}
              isDropTarget={node.isDirectory && drag.dropFolder === node.full_path}
              isCut={node.full_path === cutPath || node.full_path === drag.dragged?.full_path}
              isMenuTarget={node.full_path === menuPath}
              isFocusable={item.index === focusable}
              dragProps={{ ...drag.sourceProps(node), ...(node.isDirectory ? drag.targetProps(node.full_path) : {}) }}
              onClick={(event) => handleClick(event, item.index, node)}
              onKeyDown={(event) => handleKeyDown(event, item.index)}
              onDoubleClick={() => !node.isDirectory && props.onEdit?.(node)}
            />
          );
        })}
      </div>
    </div>
  );
}
