// What the posts feature gives the rest of the server: the published posts of a site as its pages, feed and
// sitemap read them, and the queue that hears when that set changed. The posts service sends a job to
// CONTENT_CHANGED_QUEUE after every change a visitor could see (publish, a scheduled post going live, an
// edit of a published post, unpublish, delete); the site's content pages are rebuilt by its worker.

/** A post as the published site reads it: through `webcraft:content`, at /blog/{slug}, in /feed.xml and /sitemap.xml. */
export type PublishedPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** A media library path (/media/…), an https:// address, or "" for none. */
  cover_image: string;
  tags: string[];
  author_name: string | null;
  /** ISO 8601: when it first went live. */
  published_at: string;
  /** ISO 8601: its last change. */
  updated_at: string;
  /** The body rendered on the server from the posts' editor schema and sanitised. */
  html: string;
};

/** Payload `{ siteId }`; send with `singletonKey: siteId` so a burst of edits rebuilds once. */
export const CONTENT_CHANGED_QUEUE = "site-content-changed";
export type ContentChangedJob = { siteId: string };
