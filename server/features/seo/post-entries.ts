import type { Db } from "../../db/create-db";
import type { SitemapEntry } from "../../hosting/live-site";

/**
 * The sitemap entries a site's published posts add: /blog/{slug} with the post's last change. Empty until
 * the posts feature lists published posts; the sitemap takes these as its extra entries.
 */
export async function postSitemapEntries(_db: Db, _siteId: string): Promise<SitemapEntry[]> {
  return [];
}
