import { useEffect } from "react";

/** Names the browser tab after the page while it is shown. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Webcraft`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
