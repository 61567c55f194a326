import { useEffect, useRef, useState } from "react";
import { useIsMobile, useMediaQuery } from "@/lib/use-media-query";
import { EXPLORER_COLLAPSE_BELOW_PX, MOBILE_MAX_WIDTH_PX } from "../../../../../common/constants";

const NARROW_QUERY = `(max-width: ${EXPLORER_COLLAPSE_BELOW_PX - 1}px)`;

/**
 * SPEC §4/§9: the explorer starts collapsed on mobile widths and collapses whenever the window shrinks
 * under 768px. On mobile "open" means the full-screen overlay.
 */
export function useExplorerPanel() {
  const isMobile = useIsMobile();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches);
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
