// The published posts of a site, as its pages, feed and sitemap read them: the HTML was rendered and
// sanitised when the post was saved, so reading them renders nothing.

import type { PublishedPost } from "../../builder/content-module";
import type { Db } from "../../db/create-db";
import { isoTime } from "../../db/values";
import { selectPublishedPosts, tagsOf } from "./post-rows";

/** The site's published posts, the most recently published first. */
export async function listPublishedPosts({ kysely: db }: Db, siteId: string): Promise<PublishedPost[]> {
  const rows = await selectPublishedPosts(db)
    .where("posts.site_id", "=", siteId)
    .where("posts.status", "=", "published")
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: row.cover_image,
    tags: tagsOf(row),
    author_name: row.author_member_id ? row.author_name : null,
    published_at: isoTime(row.published_at ?? row.updated_at),
    updated_at: isoTime(row.updated_at),
    html: row.html,
  }));
}
