// What a build of a site's pages needs of its blog, and what it adds: the published posts that
// `webcraft:content` holds, the site's address, and /feed.xml among the deployment's files.
import { createHash } from "node:crypto";
import { isPostPage } from "@common/page-routes";
import type { SiteBuildResult, SourceFile } from "../../builder/builder";
import { publishablePosts } from "../../builder/content-module";
import type { Db } from "../../db/create-db";
import { isoTime, nowIso } from "../../db/values";
import type { Env } from "../../env";
import { siteOrigin } from "../../site/address";
import type { PublishedPost } from "../posts/content-seam";
import { listPublishedPosts } from "../posts/published-posts";
import { parseSeo } from "../sites/site-seo";
import { atomFeed, FEED_CONTENT_TYPE, FEED_FILE } from "./feed";

type ContentSite = { id: string; slug: string; name: string; seo: string; published_at: Date | string | null };

/**
 * The site's content as a build takes it (`content` and `url` of BuildSite), the feed it publishes and a
 * hash of the posts (`stamp`), which the feed notes.
 */
export type SiteContent = {
  content: PublishedPost[];
  url: string;
  stamp: string;
  withFeed: (built: SiteBuildResult) => SiteBuildResult;
};

export async function siteContent(db: Db, env: Env, site: ContentSite, files: SourceFile[]): Promise<SiteContent> {
  const url = await siteOrigin(db, env, site);
  const content = publishablePosts(await listPublishedPosts(db, site.id));
  const hasPostPages = files.some((file) => isPostPage(file.path));
  const stamp = createHash("sha256")
    .update(JSON.stringify([hasPostPages, content]))
    .digest("hex")
    .slice(0, 32);
  const feedSite = {
    url,
    title: parseSeo(site.seo).title || site.name,
    hasPostPages,
    // Without posts, the feed changed last when the site was first published: the same every rebuild.
    now: site.published_at ? isoTime(site.published_at) : nowIso(),
    stamp,
  };
  return {
    content,
    url,
    stamp,
    withFeed(built) {
      const feed = Buffer.from(atomFeed(feedSite, content), "utf8");
      const assets = [
        ...built.assets.filter((asset) => asset.path !== FEED_FILE),
        { path: FEED_FILE, content: feed, contentType: FEED_CONTENT_TYPE },
      ];
      const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
      return { ...built, assets, totalBytes };
    },
  };
}
