// The head markup the build adds to each post page: the post as a schema.org Article in JSON-LD.
import type { SitePost } from "./content-module";

/** A path on the site ("/media/a.jpg") made absolute with the site's address; https:// addresses stay. */
export function absoluteUrl(siteUrl: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address;
  return `${siteUrl.replace(/\/+$/, "")}${address.startsWith("/") ? "" : "/"}${address}`;
}

/** JSON for inside a `<script>`: no `<`, `>` or `&` left, so no text can end the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** `<script type="application/ld+json">` describing the post at `url` as an Article. */
export function articleJsonLd(post: SitePost, url: string, siteUrl: string): string {
  const article: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    url,
    mainEntityOfPage: url,
  };
  if (post.excerpt) article.description = post.excerpt;
  if (post.author_name) article.author = { "@type": "Person", name: post.author_name };
  if (post.cover_image) article.image = [absoluteUrl(siteUrl, post.cover_image)];
  return `<script type="application/ld+json">${scriptSafeJson(article)}</script>`;
}
