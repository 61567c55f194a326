import { MOBILE_MAX_WIDTH_PX } from "@common/constants";
import { useCallback, useSyncExternalStore } from "react";

/** True while the CSS media query matches; follows changes live. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Screens 640px wide or narrower use the mobile layout (docs/decisions/003). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
}
