// A published page's head (docs/product.md#search-engines): what the page renders itself wins, then its
// `meta` export, then the site's defaults (title, description, language, favicon, social image, noindex).
import { escapeHtml } from "@common/escape-html";
import { NOT_FOUND_ROUTE } from "@common/page-routes";
import type { PageMeta } from "./page-meta";

/** A site's SEO defaults as the build uses them; empty strings are unset. */
export type SiteHead = {
  title: string;
  description: string;
  language: string;
  favicon: string;
  /** An absolute URL (a path on the site is made absolute before the build). */
  socialImage: string;
  /** Scheme and host the site is reached at (its primary custom domain when it has one), no trailing slash. */
  origin?: string;
  /** Every page asks search engines to leave it out. */
  noindex?: boolean;
};

export const NO_SITE_HEAD: SiteHead = { title: "", description: "", language: "", favicon: "", socialImage: "" };

/** `<title>` for a page that renders none: its meta title, else "About · Karoo Coffee", the site title alone on the home page. */
export function defaultTitle(pageTitle: string, route: string, site: SiteHead, meta: PageMeta = {}): string {
  if (meta.title) return meta.title;
  if (!site.title) return pageTitle;
  return route === "/" ? site.title : `${pageTitle} · ${site.title}`;
}

const has = (head: string, pattern: RegExp) => pattern.test(head);

/** `address` (a path on the site or an absolute URL) as an absolute URL; a path stays a path when the origin is unknown. */
function absolute(address: string, origin: string | undefined): string {
  return address.startsWith("/") && origin ? `${origin}${address}` : address;
}

/** Where the page says it lives: its own canonical, else the site's address plus its route (none for the 404 page). */
function canonicalOf(route: string, site: SiteHead, meta: PageMeta): string {
  if (meta.canonical) return absolute(meta.canonical, site.origin);
  return site.origin && route !== NOT_FOUND_ROUTE ? `${site.origin}${route}` : "";
}

/**
 * The tags to add after what the page rendered into its head (`pageHead`), each only when the page has
 * not set that tag itself. `title` is the title the document ends up with.
 */
export function defaultHeadTags(
  pageHead: string,
  title: string,
  site: SiteHead,
  route = "/",
  meta: PageMeta = {},
): string[] {
  const tags: string[] = [];
  const metaTag = (attribute: "name" | "property", key: string, value: string) => {
    const own = new RegExp(`<meta\\b[^>]*\\b${attribute}="${key}"`, "i");
    if (value && !has(pageHead, own)) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);
  };
  const description = meta.description || site.description;
  // The page's own description, as React escaped it into the attribute, also describes its social card.
  const ownDescription = /<meta\b[^>]*\bname="description"[^>]*\bcontent="([^"]*)"/i.exec(pageHead)?.[1];
  const ownCanonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/i.exec(pageHead)?.[1];
  const canonical = canonicalOf(route, site, meta);
  const image = meta.image ? absolute(meta.image, site.origin) : site.socialImage;
  metaTag("name", "description", description);
  if (canonical && ownCanonical === undefined) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (meta.noindex || site.noindex) metaTag("name", "robots", "noindex");
  metaTag("property", "og:type", "website");
  metaTag("property", "og:title", title);
  if (ownDescription === undefined) metaTag("property", "og:description", description);
  else if (!has(pageHead, /<meta\b[^>]*\bproperty="og:description"/i)) {
    tags.push(`<meta property="og:description" content="${ownDescription}">`);
  }
  if (ownCanonical !== undefined) {
    if (!has(pageHead, /<meta\b[^>]*\bproperty="og:url"/i))
      tags.push(`<meta property="og:url" content="${ownCanonical}">`);
  } else metaTag("property", "og:url", canonical);
  metaTag("property", "og:image", image);
  metaTag("property", "og:site_name", site.title);
  metaTag("name", "twitter:card", image ? "summary_large_image" : "summary");
  // Without a favicon of its own, an empty one: browsers would otherwise ask for /favicon.ico, a 404.
  if (!has(pageHead, /<link\b[^>]*\brel="(?:shortcut )?icon"/i)) {
    tags.push(`<link rel="icon" href="${escapeHtml(site.favicon || "data:,")}">`);
  }
  return tags;
}

/** `lang` of the document: the site's language, else English. */
export function documentLanguage(site: SiteHead): string {
  return site.language || "en";
}
