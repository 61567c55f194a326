import type { MouseEvent } from "react";

export const MAIN_CONTENT_ID = "main-content";

/**
 * The first stop of the keyboard: jumps past the top bar and the menu to the page itself. Focus moves
 * in code so the address keeps no #fragment and the SPA's routes stay as they are.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      Skip to content
    </a>
  );
}
