// Which site files are pages and where they are published (docs/product.md#publish).

const PAGE_EXTENSION = /\.(jsx|tsx|js|ts)$/;
const PAGES_FOLDER = "pages/";

/** The route that answers unknown paths with status 404; its page is pages/404.jsx. */
export const NOT_FOUND_ROUTE = "/404";
export const NOT_FOUND_FILE = "404.html";

/** The page built once per published blog post, at POST_ROUTE_PREFIX + its slug (docs/product.md#blog-on-the-site). */
const POST_PAGE = /^pages\/blog\/\[slug\]\.(jsx|tsx|js|ts)$/;
export const POST_ROUTE_PREFIX = "/blog/";
const POST_ROUTE_TEMPLATE = "/blog/[slug]";

/** Whether `pagePath` is pages/blog/[slug].jsx (or .tsx, .js, .ts): one page per published post. */
export function isPostPage(pagePath: string): boolean {
  return POST_PAGE.test(pagePath);
}

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
 * pages/Index.jsx → '/', pages/About.jsx → '/about', pages/blog/MyPost.jsx → '/blog/my-post',
 * pages/blog/Index.jsx → '/blog', pages/404.jsx → NOT_FOUND_ROUTE. Null when the path is not a page;
 * names starting with '_' or '.' stay private so pages/ can hold helpers (pages/_parts/Card.jsx).
 * pages/blog/[slug].jsx answers '/blog/[slug]': the build publishes it once per post instead.
 */
export function routeForPage(pagePath: string): string | null {
  if (!pagePath.startsWith(PAGES_FOLDER) || !PAGE_EXTENSION.test(pagePath)) return null;
  if (isPostPage(pagePath)) return POST_ROUTE_TEMPLATE;
  const segments = pagePath.slice(PAGES_FOLDER.length).replace(PAGE_EXTENSION, "").split("/");
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

/** Where a route's HTML is published: '/' → 'index.html', '/about' → 'about/index.html'. */
export function htmlFileForRoute(route: string): string {
  if (route === NOT_FOUND_ROUTE) return NOT_FOUND_FILE;
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

/** A readable title for a page: pages/Index.jsx → 'Home', pages/blog/MyPost.jsx → 'My Post'. */
export function pageTitle(pagePath: string): string {
  const segments = pagePath.replace(PAGE_EXTENSION, "").split("/");
  const name = segments.at(-1) ?? "";
  if (name === "404") return "Page not found";
  if (name.toLowerCase() !== "index") return titleCase(name);
  return segments.length > 2 ? titleCase(segments.at(-2) ?? name) : "Home";
}

/**
 * A page as a sentence names it: pages/Index.jsx → 'The Home page', pages/About.jsx → 'The About page',
 * pages/404.jsx → 'The "Page not found" page', pages/blog/[slug].jsx → 'The blog post page'.
 */
export function pageInWords(pagePath: string): string {
  if (isPostPage(pagePath)) return "The blog post page";
  const title = pageTitle(pagePath);
  return title === "Page not found" ? `The "${title}" page` : `The ${title} page`;
}

function titleCase(name: string): string {
  return kebabCase(name)
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export type SitePage = { path: string; route: string; file: string };
/**
 * A page as a deployment lists it: the route it answers and the HTML file it answers with; whether its
 * `meta` keeps it out of search engines, and when its HTML last changed (ISO 8601), for the sitemap.
 */
export type PublishedPage = Pick<SitePage, "route" | "file"> & { noindex?: true; lastmod?: string };

/** Every page of a site sorted by path; two pages claiming one route are a build error for the caller. */
export function sitePages(paths: Iterable<string>): SitePage[] {
  const pages: SitePage[] = [];
  for (const path of paths) {
    const route = routeForPage(path);
    if (route !== null) pages.push({ path, route, file: htmlFileForRoute(route) });
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
