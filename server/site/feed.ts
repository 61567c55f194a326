// /feed.xml of a published site: its posts as an Atom feed (RFC 4287), written into each deployment.
import { POST_ROUTE_PREFIX } from "@common/page-routes";
import type { PublishedPost } from "../builder/content-module";

export const FEED_FILE = "feed.xml";
export const FEED_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/** Whether XML 1.0 allows the character (tab, newline and carriage return are the only controls it does). */
function allowedInXml(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  // Lone surrogates (a whole pair is one character here) and the two non-characters.
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}

function xml(text: string): string {
  return [...text]
    .filter(allowedInXml)
    .join("")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A post's permanent id: its uuid as a URN, so a new slug does not make it a new entry for readers. */
function entryId(post: PublishedPost, link: string): string {
  return UUID.test(post.id) ? `urn:uuid:${post.id.toLowerCase()}` : link;
}

export type FeedSite = {
  /** The site's address without a trailing slash, e.g. https://shop.webcraft.app. */
  url: string;
  title: string;
  /** Whether the site has a post page, so entries can link to /blog/{slug}. */
  hasPostPages: boolean;
  /** When nothing was published yet: the feed's `updated`. */
  now: string;
  /** What the posts were (a hash), noted in a comment: a rebuild with the same posts is skipped. */
  stamp: string;
};

/** The comment that notes which posts a feed (and the deployment it is in) was built with. */
export function stampComment(stamp: string): string {
  return `<!-- posts ${stamp} -->`;
}

/** The Atom document of `posts` (newest first, as listPublishedPosts gives them). */
export function atomFeed(site: FeedSite, posts: PublishedPost[]): string {
  const base = site.url.replace(/\/+$/, "");
  const updated = posts
    .map((post) => post.updated_at)
    .sort()
    .at(-1);
  const entries = posts.map((post) => {
    const link = `${base}${POST_ROUTE_PREFIX}${encodeURIComponent(post.slug)}`;
    return [
      "  <entry>",
      `    <title type="text">${xml(post.title)}</title>`,
      ...(site.hasPostPages ? [`    <link rel="alternate" type="text/html" href="${xml(link)}"/>`] : []),
      `    <id>${xml(entryId(post, link))}</id>`,
      `    <published>${xml(post.published_at)}</published>`,
      `    <updated>${xml(post.updated_at)}</updated>`,
      ...(post.author_name ? [`    <author><name>${xml(post.author_name)}</name></author>`] : []),
      ...post.tags.map((tag) => `    <category term="${xml(tag)}"/>`),
      ...(post.excerpt ? [`    <summary type="text">${xml(post.excerpt)}</summary>`] : []),
      `    <content type="html">${xml(post.html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="utf-8"?>
${stampComment(site.stamp)}
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">${xml(site.title)}</title>
  <id>${xml(`${base}/`)}</id>
  <link rel="self" type="application/atom+xml" href="${xml(`${base}/${FEED_FILE}`)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${base}/`)}"/>
  <updated>${xml(updated || site.now)}</updated>
  <author><name>${xml(site.title)}</name></author>
${entries.join("\n")}
</feed>
`;
}
