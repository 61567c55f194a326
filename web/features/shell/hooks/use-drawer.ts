import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useIsMobile } from "@/lib/use-media-query";

/** The mobile drawer's open state: it closes after navigating and when the screen crosses 640px. */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to these values changing.
  useEffect(() => {
    setOpen(false);
  }, [pathname, isMobile]);

  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, show, close };
}
