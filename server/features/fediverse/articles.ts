// A published post as the fediverse sees it: an Article with its title, summary, body, link to the post's
// page, cover picture and hashtags, addressed to the public and the site's followers.
import { Article, Hashtag, Image, PUBLIC_COLLECTION, Tombstone } from "@fedify/vocab";
import type { PublishedPost } from "../../builder/content-module";
import { instant } from "./temporal";

type Addresses = { articleId: URL; followers: URL; actor: URL; origin: string };

/** The post's page on the site. */
export const postPage = (origin: string, post: { slug: string }) => new URL(`/blog/${post.slug}`, origin);

function cover(origin: string, address: string): Image | null {
  if (!address) return null;
  if (!address.startsWith("/") && !address.startsWith("https://")) return null;
  return new Image({ url: new URL(address, origin) });
}

export function articleOf(post: PublishedPost, at: Addresses): Article {
  const page = postPage(at.origin, post);
  const image = cover(at.origin, post.cover_image);
  return new Article({
    id: at.articleId,
    attribution: at.actor,
    to: PUBLIC_COLLECTION,
    cc: at.followers,
    name: post.title,
    summary: post.excerpt || null,
    content: `${post.html}<p><a href="${page.href}">${page.href}</a></p>`,
    url: page,
    image,
    published: instant(post.published_at),
    updated: post.updated_at === post.published_at ? null : instant(post.updated_at),
    tags: post.tags.map(
      (tag) =>
        new Hashtag({
          name: `#${tag.replace(/[^\p{L}\p{N}_]/gu, "")}`,
          href: new URL(`/blog?tag=${encodeURIComponent(tag)}`, at.origin),
        }),
    ),
  });
}

/** What stands where a deleted or unpublished post was. */
export function tombstoneOf(articleId: URL): Tombstone {
  return new Tombstone({ id: articleId });
}
