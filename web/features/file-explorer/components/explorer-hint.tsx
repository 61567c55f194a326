import { useIsMobile, useMediaQuery } from "@/lib/use-media-query";

/** A finger rather than a mouse: no double-click, no right-click, no hover. */
const COARSE_POINTER_QUERY = "(pointer: coarse)";

/**
 * The help line under the tree, in the words of the device: taps and long presses on touch screens and
 * phones. Where files may not be changed (`canWrite` false) there is only opening to explain.
 */
export function ExplorerHint({ canWrite }: { canWrite: boolean }) {
  const isCoarse = useMediaQuery(COARSE_POINTER_QUERY);
  const isMobile = useIsMobile();
  const isTouch = isCoarse || isMobile;
  return <p className="shrink-0 border-t px-4 py-2 text-xs text-muted-foreground">{hintText(isTouch, canWrite)}</p>;
}

function hintText(isTouch: boolean, canWrite: boolean): string {
  if (!canWrite) return isTouch ? "Tap a file to open it" : "Click a file to open it";
  return isTouch
    ? "Tap to open • Long-press for options • Drag to move"
    : "Drag files to folders or root to move them • Double-click to edit • Right-click for options";
}
