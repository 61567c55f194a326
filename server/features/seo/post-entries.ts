import type { Db } from "../../db/create-db";
import type { SitemapEntry } from "../../hosting/live-site";
import { listPublishedPosts } from "../posts/published-posts";

/** The sitemap entries a site's published posts add: /blog/{slug}, dated with the post's last change. */
export async function postSitemapEntries(db: Db, siteId: string): Promise<SitemapEntry[]> {
  const posts = await listPublishedPosts(db, siteId);
  return posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated_at }));
}
