// robots.txt and sitemap.xml of a published site (docs/product.md#search-engines), made from its live
// deployment the first time one is asked for and kept with it in the site cache.
import { siteHostApi } from "@common/api/site-host";
import { escapeXml } from "@common/escape-html";
import { NOT_FOUND_FILE, NOT_FOUND_ROUTE } from "@common/page-routes";
import { generatedFile, type LiveSite, type ServedFile, type SitemapEntry } from "./live-site";

export const ROBOTS_PATH = siteHostApi.robots.path;
export const SITEMAP_PATH = siteHostApi.sitemap.path;
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Whether crawlers are turned away from the whole site: it is password-protected or hidden from search engines. */
export function disallowsAll(site: LiveSite): boolean {
  return site.accessVersion !== null || site.noindex;
}

/** The robots.txt of a site reached at `origin`: everything allowed with the sitemap named, or nothing allowed. */
export function robotsTxt(origin: string, disallowAll: boolean): string {
  if (disallowAll) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
}

/** W3C datetime to the second ("2026-11-24T19:42:58Z"). */
function w3cDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A sitemap (sitemaps.org 0.9) of `entries`, each a path made absolute on `origin`. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc><lastmod>${w3cDate(entry.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * What the sitemap lists: every page but the 404 page, pages built from a pattern (`[slug]`) and pages whose
 * meta says noindex; an `extra` entry (a post) dates the page at its path with the post's last change. A post
 * is listed only through its page: a site without a post page (or whose post page is noindex) lists none.
 */
export function sitemapEntries(site: Pick<LiveSite, "pages" | "publishedAt">, extra: SitemapEntry[]): SitemapEntry[] {
  const byPath = new Map<string, SitemapEntry>();
  for (const page of site.pages) {
    if (page.route === NOT_FOUND_ROUTE || page.file === NOT_FOUND_FILE || page.noindex || /[[\]:*]/.test(page.route)) {
      continue;
    }
    byPath.set(page.route, { path: page.route, lastmod: page.lastmod ?? site.publishedAt });
  }
  for (const entry of extra) if (byPath.has(entry.path)) byPath.set(entry.path, entry);
  return [...byPath.values()];
}

/** The site's generated robots.txt and sitemap.xml for `origin`, made once per live deployment and origin. */
function searchFiles(site: LiveSite, origin: string) {
  if (site.searchFiles?.origin === origin) return site.searchFiles;
  const robots = generatedFile("robots.txt", "text/plain; charset=utf-8", robotsTxt(origin, disallowsAll(site)), false);
  const xml = sitemapXml(origin, sitemapEntries(site, site.extraSitemapEntries));
  const sitemap = generatedFile("sitemap.xml", "application/xml; charset=utf-8", xml, site.accessVersion !== null);
  site.searchFiles = { origin, robots, sitemap };
  return site.searchFiles;
}

/**
 * robots.txt, answered before any password: a protected site's always turns crawlers away; otherwise the
 * site's own robots.txt wins when it published one. Null: the deployment's own file answers.
 */
export function robotsFile(site: LiveSite, origin: string): ServedFile | null {
  if (site.accessVersion === null && site.files.has("robots.txt")) return null;
  return searchFiles(site, origin).robots;
}

/** sitemap.xml (behind the password of a protected site); null when the site published its own. */
export function sitemapFile(site: LiveSite, origin: string): ServedFile | null {
  return site.files.has("sitemap.xml") ? null : searchFiles(site, origin).sitemap;
}
