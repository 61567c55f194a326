import { EXPLORER_COLLAPSE_BELOW_PX } from "@common/constants";
import { useEffect, useRef, useState } from "react";
import { useIsMobile, useMediaQuery } from "@/lib/use-media-query";

const NARROW_QUERY = `(max-width: ${EXPLORER_COLLAPSE_BELOW_PX - 1}px)`;

/**
 * The explorer is collapsed under 768px (docs/product.md#explorer), by default and whenever the window shrinks below it
 * (which covers "collapsed by default under 640px"; between 640 and 768px an open 320px panel beside the
 * admin menu would leave the editor a sliver). On mobile "open" means the full-screen overlay.
 */
export function useExplorerPanel() {
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  const wasNarrow = useRef(isNarrow);

  useEffect(() => {
    if (isNarrow && !wasNarrow.current) setCollapsed(true);
    wasNarrow.current = isNarrow;
  }, [isNarrow]);

  return {
    isMobile,
    collapsed,
    show: () => setCollapsed(false),
    collapse: () => setCollapsed(true),
  };
}
