// The virtual module `webcraft:content` (docs/product.md#blog-on-the-site): a site's published posts as its
// code imports them, `import { posts, post } from "webcraft:content"`. The builder writes it for each build:
// - prerender: every post with its HTML; the module notes whose HTML a render read;
// - browser (published pages): what the prerender put in the page's CONTENT_ELEMENT_ID element, so a
//   published bundle never changes with the posts and only the pages that read them are rendered again;
// - preview: every post with its HTML, inline.
import type { BundleMode } from "./loaders";
import { scriptSafeJson } from "./post-head";

export const CONTENT_MODULE = "webcraft:content";
/** The JSON island of a published page that reads content: `{ posts, html: { [slug]: html } }`. */
export const CONTENT_ELEMENT_ID = "webcraft-content";

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

/** A post as a page reads it: everything of PublishedPost. */
export type SitePost = PublishedPost;

/** A slug that is one safe path segment; anything else is never given a page, a link or a feed entry. */
const SAFE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;

/** The posts a build publishes: one per safe slug, in the order given (newest first). */
export function publishablePosts(posts: readonly SitePost[]): SitePost[] {
  const seen = new Set<string>();
  return posts.filter((post) => {
    if (!SAFE_SLUG.test(post.slug) || seen.has(post.slug)) return false;
    seen.add(post.slug);
    return true;
  });
}

/** Post fields without the body, as the island lists them. */
function listed({ html: _html, ...rest }: SitePost): Omit<SitePost, "html"> {
  return rest;
}

// Shared by the three forms: frozen posts, and `post(slug)` finding one or undefined.
const ACCESS = `export function post(slug) {
  return posts.find((entry) => entry.slug === slug);
}`;

function serverModule(posts: SitePost[]): string {
  return `const records = ${JSON.stringify(posts)};
let reads = new Set();
function view(record) {
  const { html, ...rest } = record;
  const entry = { ...rest, tags: Object.freeze([...rest.tags]) };
  Object.defineProperty(entry, "html", {
    enumerable: true,
    get() {
      reads.add(record.slug);
      return html;
    },
  });
  return Object.freeze(entry);
}
export const posts = Object.freeze(records.map(view));
${ACCESS}
/** The builder's: the slugs whose HTML was read since the last call. */
export function __takeContentReads() {
  const taken = [...reads];
  reads = new Set();
  return taken;
}
`;
}

function clientModule(): string {
  return `const element = typeof document === "undefined" ? null : document.getElementById(${JSON.stringify(CONTENT_ELEMENT_ID)});
let data = { posts: [], html: {} };
try {
  if (element !== null) data = JSON.parse(element.textContent || "");
} catch {
  // A page without its island reads no posts.
}
const bodies = data.html || {};
export const posts = Object.freeze(
  (data.posts || []).map((entry) =>
    Object.freeze({ ...entry, tags: Object.freeze([...(entry.tags || [])]), html: Object.hasOwn(bodies, entry.slug) ? bodies[entry.slug] : "" }),
  ),
);
${ACCESS}
`;
}

function previewModule(posts: SitePost[]): string {
  return `export const posts = Object.freeze(${JSON.stringify(posts)}.map((entry) => Object.freeze({ ...entry, tags: Object.freeze(entry.tags) })));
${ACCESS}
`;
}

/** The module's source for one bundle. */
export function contentModule(mode: BundleMode, posts: SitePost[]): string {
  if (mode === "server") return serverModule(posts);
  if (mode === "client") return clientModule();
  return previewModule(posts);
}

/**
 * The island of one rendered page: every post's fields, and the HTML of those the render read. Escaped
 * for a `<script type="application/json">`: no `<` survives, so no text can end the element.
 */
export function contentIsland(posts: SitePost[], read: readonly string[]): string {
  const wanted = new Set(read);
  const html: Record<string, string> = {};
  for (const post of posts) if (wanted.has(post.slug)) html[post.slug] = post.html;
  const json = scriptSafeJson({ posts: posts.map(listed), html });
  return `<script type="application/json" id="${CONTENT_ELEMENT_ID}">${json}</script>`;
}
