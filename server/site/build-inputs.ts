// The one assembly of what a build of a site takes besides its source files: the published posts that
// `webcraft:content` holds, the media manifest, the site's address and its head (SEO settings), and what
// the build adds: /feed.xml among the deployment's files. A publish, a content rebuild and a preview all
// start here.
import { createHash } from "node:crypto";
import { isPostPage } from "@common/page-routes";
import type { SiteSeo } from "@common/schemas/sites";
import type { BuildSite, SiteBuildResult, SourceFile } from "../builder/builder";
import { CONTENT_MODULE, publishablePosts } from "../builder/content-module";
import type { SiteHead } from "../builder/page-head";
import type { Db } from "../db/create-db";
import { isoTime, nowIso } from "../db/values";
import type { Env } from "../env";
import { siteOrigin } from "./address";
import { atomFeed, FEED_CONTENT_TYPE, FEED_FILE } from "./feed";
import type { SiteParts } from "./parts";
import { parseSeo } from "./seo";

export type InputsDeps = { db: Db; env: Pick<Env, "appOrigin" | "siteDomain">; parts: SiteParts };

/** The site row fields a build reads. */
export type InputSite = {
  id: string;
  organization_id: string;
  slug: string;
  name: string;
  seo: string;
  published_at: Date | string | null;
};

/**
 * What a build of the whole site takes (`build`), a hash of the posts it holds (`stamp`, which the feed
 * notes, so a content rebuild can tell whether the live deployment has them), and the step that adds the
 * feed to what was built.
 */
export type SiteInputs = {
  build: BuildSite;
  stamp: string;
  withFeed: (built: SiteBuildResult) => SiteBuildResult;
};

/** The SEO settings as the build uses them: a social image given as a path becomes an address on the site. */
export function siteHead(seo: SiteSeo, origin: string): SiteHead {
  const socialImage = seo.social_image.startsWith("/") ? `${origin}${seo.social_image}` : seo.social_image;
  const { title, description, language, favicon, noindex } = seo;
  return { title, description, language, favicon, socialImage, origin, noindex };
}

export async function siteInputs(
  { db, env, parts }: InputsDeps,
  site: InputSite,
  files: SourceFile[],
): Promise<SiteInputs> {
  // The same address the feed and JSON-LD use: the primary custom domain when there is one.
  const url = await siteOrigin(db, env, site);
  const content = publishablePosts(await parts.posts(db, site.id));
  const seo = parseSeo(site.seo);
  const media = await parts.media(db, site.id, files);
  const hasPostPages = files.some((file) => isPostPage(file.path));
  const stamp = createHash("sha256")
    .update(JSON.stringify([hasPostPages, content]))
    .digest("hex")
    .slice(0, 32);
  const feedSite = {
    url,
    title: seo.title || site.name,
    hasPostPages,
    // Without posts, the feed changed last when the site was first published: the same every rebuild.
    now: site.published_at ? isoTime(site.published_at) : nowIso(),
    stamp,
  };
  const build = { id: site.id, organizationId: site.organization_id, head: siteHead(seo, url), media, content, url };
  return {
    build,
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

/** What a preview of one page takes: the media manifest, and the published posts when the site's code reads them. */
export async function previewInputs(
  { db, parts }: Pick<InputsDeps, "db" | "parts">,
  site: { id: string; organization_id: string },
  files: SourceFile[],
): Promise<BuildSite> {
  const media = await parts.media(db, site.id, files);
  const readsContent = files.some((file) => file.content.includes(CONTENT_MODULE));
  const content = readsContent ? publishablePosts(await parts.posts(db, site.id)) : [];
  return { id: site.id, organizationId: site.organization_id, media, content };
}
