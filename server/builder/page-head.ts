// The site-wide defaults a published page's head gets where the page does not set its own
// (docs/product.md#site-settings): title, description, language, favicon and social cards.
import { escapeHtml } from "@common/escape-html";

/** A site's SEO defaults as the build uses them; empty strings are unset. */
export type SiteHead = {
  title: string;
  description: string;
  language: string;
  favicon: string;
  /** An absolute URL (a path on the site is made absolute before the build). */
  socialImage: string;
};

export const NO_SITE_HEAD: SiteHead = { title: "", description: "", language: "", favicon: "", socialImage: "" };

/** `<title>` for a page that has none: "About · Karoo Coffee", the site title alone on the home page. */
export function defaultTitle(pageTitle: string, route: string, site: SiteHead): string {
  if (!site.title) return pageTitle;
  return route === "/" ? site.title : `${pageTitle} · ${site.title}`;
}

const has = (head: string, pattern: RegExp) => pattern.test(head);

/**
 * The tags to add after what the page rendered into its head (`pageHead`), each only when the page has
 * not set that tag itself. `title` is the title the document ends up with.
 */
export function defaultHeadTags(pageHead: string, title: string, site: SiteHead): string[] {
  const tags: string[] = [];
  const meta = (attribute: "name" | "property", key: string, value: string) => {
    const own = new RegExp(`<meta\\b[^>]*\\b${attribute}="${key}"`, "i");
    if (value && !has(pageHead, own)) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}">`);
  };
  // The page's own description, as React escaped it into the attribute, also describes its social card.
  const ownDescription = /<meta\b[^>]*\bname="description"[^>]*\bcontent="([^"]*)"/i.exec(pageHead)?.[1];
  meta("name", "description", site.description);
  meta("property", "og:type", "website");
  meta("property", "og:title", title);
  if (ownDescription === undefined) meta("property", "og:description", site.description);
  else if (!has(pageHead, /<meta\b[^>]*\bproperty="og:description"/i)) {
    tags.push(`<meta property="og:description" content="${ownDescription}">`);
  }
  meta("property", "og:image", site.socialImage);
  meta("name", "twitter:card", site.socialImage ? "summary_large_image" : "summary");
  if (site.favicon && !has(pageHead, /<link\b[^>]*\brel="(?:shortcut )?icon"/i)) {
    tags.push(`<link rel="icon" href="${escapeHtml(site.favicon)}">`);
  }
  return tags;
}

/** `lang` of the document: the site's language, else English. */
export function documentLanguage(site: SiteHead): string {
  return site.language || "en";
}
