import { MEDIA_VIEW_STORAGE_KEY } from "@common/constants";
import { useCallback, useState } from "react";

export type MediaView = "grid" | "list";

/** Grid or list, remembered across visits and sites. */
export function useMediaView(): [MediaView, (view: MediaView) => void] {
  const [view, setView] = useState<MediaView>(() =>
    localStorage.getItem(MEDIA_VIEW_STORAGE_KEY) === "list" ? "list" : "grid",
  );
  const choose = useCallback((next: MediaView) => {
    localStorage.setItem(MEDIA_VIEW_STORAGE_KEY, next);
    setView(next);
  }, []);
  return [view, choose];
}
