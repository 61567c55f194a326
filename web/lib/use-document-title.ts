import { useEffect } from "react";

export const PRODUCT_NAME = "Webcraft";

/** "Sites" → "Sites · Webcraft"; no title → the product's name alone. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Names the browser tab after what the page shows once it knows it (a site's or a post's name). The
 * route's own title (RouteTitle, set in a layout effect) comes first; this passive effect runs after it
 * and wins, and the next route sets its own title, so nothing is restored on unmount.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
