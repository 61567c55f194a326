import type { FileTreeNode } from "../lib/file-tree";
import { FileIcon } from "./file-icon";

type Props = { node: FileTreeNode; x: number; y: number };

/** What follows the finger during a touch drag (the mouse gets the browser's own drag image). */
export function DragGhost({ node, x, y }: Props) {
  return (
    <div
      aria-hidden
      className="pointer-events-none fixed top-0 left-0 z-50 flex items-center gap-1.5 rounded-md border bg-popover px-2 py-1 text-sm text-popover-foreground shadow-md"
      style={{ transform: `translate(${x}px, ${y}px) translate(-50%, -150%)` }}
    >
      <FileIcon fileType={node.file_type} isDirectory={node.isDirectory} />
      {node.name}
    </div>
  );
}
