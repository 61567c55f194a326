import { useLayoutEffect } from "react";
import { type UIMatch, useMatches } from "react-router";
import { documentTitle } from "@/lib/use-document-title";

/** What a route declares about itself in its `handle`. */
export type RouteHandle = { title?: string };

/** A route's handle naming its screen, for the tab's title. */
export function titled(title: string): RouteHandle {
  return { title };
}

function titleOf(matches: UIMatch[]): string | null {
  for (const match of [...matches].reverse()) {
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * Names the tab after the deepest route that declares a title ("Sites · Webcraft"), so every screen has
 * its own name in the tab, in history and for screen readers. A layout effect, so a page's own
 * useDocumentTitle (a passive effect) can refine it with what it loads.
 */
export function RouteTitle() {
  const title = titleOf(useMatches());
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
