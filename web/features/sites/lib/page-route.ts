const PAGES_FOLDER = "pages/";
const PAGE_EXTENSION = /\.(jsx|tsx|js|ts)$/;

/** DESIGN §6: the address a page file is served at (pages/Index.jsx → /, pages/blog/MyPost.jsx → /blog/my-post). */
export function pageRouteOf(path: string): string | null {
  if (!path.startsWith(PAGES_FOLDER) || !PAGE_EXTENSION.test(path)) return null;
  const segments = path
    .slice(PAGES_FOLDER.length)
    .replace(PAGE_EXTENSION, "")
    .split("/")
    .map((segment) => segment.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase());
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.join("/")}`;
}
