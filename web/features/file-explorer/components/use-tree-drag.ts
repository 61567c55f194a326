import { type DragEvent, type PointerEvent, useRef, useState } from "react";
import { planMove } from "../lib/file-ops";
import type { FileTreeNode } from "../lib/file-tree";
import { useTouchGestures } from "./use-touch-gestures";

/** Rows and the Root target carry the folder they accept drops for ('' = Root). */
export const DROP_FOLDER_ATTRIBUTE = "data-drop-folder";

type Point = { x: number; y: number };

function folderAt({ x, y }: Point): string | null {
  const element = document.elementFromPoint(x, y)?.closest(`[${DROP_FOLDER_ATTRIBUTE}]`);
  return element?.getAttribute(DROP_FOLDER_ATTRIBUTE) ?? null;
}

/**
 * Dragging files onto folders or Root: HTML5 drag and drop for the mouse, pointer events for touch
 * (see useTouchGestures). Only files can be dragged, and only when `canMove` (the user's role may change
 * files); targets where the drop would be ignored (its own folder, Root for a top-level file) are not
 * highlighted. A long press opens the menu either way.
 */
export function useTreeDrag(onMove: (node: FileTreeNode, folder: string) => void, canMove: boolean) {
  const [dragged, setDragged] = useState<FileTreeNode | null>(null);
  const [dropFolder, setDropFolder] = useState<string | null>(null);
  const [touchPoint, setTouchPoint] = useState<Point | null>(null);
  const draggedRef = useRef<FileTreeNode | null>(null);
  const lastPointerType = useRef("mouse");
  const touch = useTouchGestures();

  function accepts(folder: string | null): folder is string {
    const node = draggedRef.current;
    return node !== null && folder !== null && planMove(node, folder).kind !== "ignore";
  }

  function start(node: FileTreeNode) {
    draggedRef.current = node;
    setDragged(node);
  }

  function reset() {
    draggedRef.current = null;
    setDragged(null);
    setDropFolder(null);
    setTouchPoint(null);
  }

  function drop(folder: string | null) {
    const node = draggedRef.current;
    const accepted = accepts(folder);
    reset();
    if (node && accepted && folder !== null) onMove(node, folder);
  }

  /** Props for a row (node) or the Root target (null): pointer tracking, and dragging for files. */
  function sourceProps(node: FileTreeNode | null) {
    const canDrag = canMove && node !== null && !node.isDirectory;
    return {
      draggable: canDrag,
      onPointerDown(event: PointerEvent<HTMLElement>) {
        lastPointerType.current = event.pointerType;
        touch.begin(event, canDrag, {
          onDragStart: () => node && start(node),
          onDragMove(x, y) {
            setTouchPoint({ x, y });
            const folder = folderAt({ x, y });
            setDropFolder(accepts(folder) ? folder : null);
          },
          onDragEnd: (x, y) => drop(folderAt({ x, y })),
          onCancel: reset,
        });
      },
      onDragStart(event: DragEvent<HTMLElement>) {
        // Touch uses its own drag (with the 30px threshold); a native touch drag would fight the long press.
        if (!canDrag || !node || lastPointerType.current !== "mouse") {
          event.preventDefault();
          return;
        }
        event.dataTransfer.setData("text/plain", node.full_path);
        event.dataTransfer.effectAllowed = "copyMove";
        start(node);
      },
      onDragEnd: reset,
    };
  }

  /** Props that make an element accept mouse drops for `folder` ('' = Root). */
  function targetProps(folder: string) {
    return {
      [DROP_FOLDER_ATTRIBUTE]: folder,
      onDragOver(event: DragEvent<HTMLElement>) {
        if (!accepts(folder)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        if (dropFolder !== folder) setDropFolder(folder);
      },
      onDragLeave(event: DragEvent<HTMLElement>) {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setDropFolder((current) => (current === folder ? null : current));
      },
      onDrop(event: DragEvent<HTMLElement>) {
        event.preventDefault();
        drop(folder);
      },
    };
  }

  return {
    dragged,
    dropFolder,
    touchPoint,
    sourceProps,
    targetProps,
    cancelLongPress: touch.cancelLongPress,
  };
}
