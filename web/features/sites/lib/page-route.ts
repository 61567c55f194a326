const PAGES_FOLDER = "pages/";
const PAGE_EXTENSION = /\.(jsx|tsx|js|ts)$/;
const NOT_FOUND_ROUTE = "/404";

/** 'MyPost' → 'my-post', 'HTMLPage' → 'html-page', 'Page 2' → 'page-2'. */
function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * DESIGN §6: the address a page file is served at (pages/Index.jsx → /, pages/blog/MyPost.jsx →
 * /blog/my-post, pages/404.jsx → /404), or null when the file is not a page. Segments starting with '_'
 * or '.' are private helpers, as the builder treats them (server/build/page-routes.ts).
 */
export function pageRouteOf(path: string): string | null {
  if (!path.startsWith(PAGES_FOLDER) || !PAGE_EXTENSION.test(path)) return null;
  const segments = path.slice(PAGES_FOLDER.length).replace(PAGE_EXTENSION, "").split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith("_") || segment.startsWith("."))) return null;
  if (segments.length === 1 && segments[0] === "404") return NOT_FOUND_ROUTE;
  const last = segments.length - 1;
  const parts: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (index === last && segment.toLowerCase() === "index") break;
    const part = kebabCase(segment);
    if (part === "") return null;
    parts.push(part);
  }
  return `/${parts.join("/")}`;
}

/** True for files the builder treats as pages. */
export function isPagePath(path: string): boolean {
  return pageRouteOf(path) !== null;
}

/** The inverse of pageRouteOf: the page among `files` served at `route` ('/about/' is '/about'), or null. */
export function pageAtRoute<T extends { full_path: string }>(files: readonly T[], route: string): T | null {
  const wanted = route.length > 1 ? route.replace(/\/+$/, "") : route;
  return files.find((file) => pageRouteOf(file.full_path) === wanted) ?? null;
}
