import { useIsMobile, useMediaQuery } from "@/lib/use-media-query";

/** A finger rather than a mouse: no double-click, no right-click, no hover. */
const COARSE_POINTER_QUERY = "(pointer: coarse)";

/** The help line under the tree, in the words of the device: taps and long presses on touch screens and phones. */
export function ExplorerHint() {
  const isCoarse = useMediaQuery(COARSE_POINTER_QUERY);
  const isMobile = useIsMobile();
  return (
    <p className="shrink-0 border-t px-4 py-2 text-xs text-muted-foreground">
      {isCoarse || isMobile
        ? "Tap to open • Long-press for options • Drag to move"
        : "Drag files to folders or root to move them • Double-click to edit • Right-click for options"}
    </p>
  );
}
