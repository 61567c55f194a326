import { routeForPage } from "@common/page-routes";

/** True for files the builder treats as pages (common/page-routes.ts is the one rule). */
export function isPagePath(path: string): boolean {
  return routeForPage(path) !== null;
}

/** The inverse of routeForPage: the page among `files` served at `route` ('/about/' is '/about'), or null. */
export function pageAtRoute<T extends { full_path: string }>(files: readonly T[], route: string): T | null {
  const wanted = route.length > 1 ? route.replace(/\/+$/, "") : route;
  return files.find((file) => routeForPage(file.full_path) === wanted) ?? null;
}
