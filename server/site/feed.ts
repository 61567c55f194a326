// /feed.xml of a published site: its posts as an Atom feed (RFC 4287), written into each deployment.
import { POST_ROUTE_PREFIX } from "@common/page-routes";
import { XMLBuilder } from "fast-xml-parser";
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
  // fast-xml-parser's builder escapes the markup characters; the characters XML forbids are dropped.
  const allowed = (_: string, value: unknown) => [...String(value)].filter(allowedInXml).join("");
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    format: true,
    suppressEmptyNode: true,
    // `term="true"` stays an attribute with its value, never a bare name.
    suppressBooleanAttributes: false,
    tagValueProcessor: allowed,
    attributeValueProcessor: allowed,
  });
  const text = (value: string) => ({ "@type": "text", "#text": value });
  const entries = posts.map((post) => {
    const link = `${base}${POST_ROUTE_PREFIX}${encodeURIComponent(post.slug)}`;
    return {
      title: text(post.title),
      ...(site.hasPostPages && { link: { "@rel": "alternate", "@type": "text/html", "@href": link } }),
      id: entryId(post, link),
      published: post.published_at,
      updated: post.updated_at,
      ...(post.author_name && { author: { name: post.author_name } }),
      category: post.tags.map((tag) => ({ "@term": tag })),
      ...(post.excerpt && { summary: text(post.excerpt) }),
      content: { "@type": "html", "#text": post.html },
    };
  });
  const feed = {
    "@xmlns": "http://www.w3.org/2005/Atom",
    title: text(site.title),
    id: `${base}/`,
    link: [
      { "@rel": "self", "@type": "application/atom+xml", "@href": `${base}/${FEED_FILE}` },
      { "@rel": "alternate", "@type": "text/html", "@href": `${base}/` },
    ],
    updated: updated || site.now,
    author: { name: site.title },
    entry: entries,
  };
  return `<?xml version="1.0" encoding="utf-8"?>\n${stampComment(site.stamp)}\n${builder.build({ feed })}`;
}
