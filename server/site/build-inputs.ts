// The one assembly of what a build of a site takes besides its source files: the published posts that
// `webcraft:content` holds, the shop the runtime's shop components show, the media manifest, the site's
// address and its head (SEO settings), and what the build adds: /feed.xml among the deployment's files. A
// publish, a content rebuild and a preview all start here.
import { createHash } from "node:crypto";
import { isPostPage } from "@common/page-routes";
import type { SiteSeo } from "@common/schemas/sites";
import type { BuildSite, SiteBuildResult, SourceFile } from "../builder/builder";
import { CONTENT_MODULE, publishablePosts, type SitePost } from "../builder/content-module";
import type { SiteHead } from "../builder/page-head";
import type { ShopFacts } from "../builder/shop-facts";
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
 * What a build of the whole site takes (`build`), a hash of the posts and the shop it holds (`stamp`, which
 * the feed notes, so a content rebuild can tell whether the live deployment has them), and the step that
 * adds the feed to what was built.
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

/**
 * The media manifest of the library files the site's code names and of the shop's pictures, which the
 * runtime's shop components show without the code naming them.
 */
async function manifest(
  { db, parts }: Pick<InputsDeps, "db" | "parts">,
  siteId: string,
  files: SourceFile[],
  shop: ShopFacts | null,
) {
  const address = (path: string) => `/media/${path.split("/").map(encodeURIComponent).join("/")}\n`;
  const pictures = shop?.products.flatMap((product) => product.images.map((image) => address(image.path)));
  if (!pictures?.length) return parts.media(db, siteId, files);
  return parts.media(db, siteId, [...files, { path: "shop pictures", content: pictures.join("") }]);
}

/** Each post with what features lay under its body (its replies) added to its HTML. */
function withReplies(posts: SitePost[], replies: Map<string, string>): SitePost[] {
  return replies.size === 0
    ? posts
    : posts.map((post) => ({ ...post, html: post.html + (replies.get(post.id) ?? "") }));
}

export async function siteInputs(
  { db, env, parts }: InputsDeps,
  site: InputSite,
  files: SourceFile[],
): Promise<SiteInputs> {
  // The same address the feed and JSON-LD use: the primary custom domain when there is one.
  const url = await siteOrigin(db, env, site);
  const content = publishablePosts(await parts.posts(db, site.id));
  const shown = withReplies(content, await parts.replies(db, site.id));
  const shop = await parts.shop(db, site.id);
  const seo = parseSeo(site.seo);
  const media = await manifest({ db, parts }, site.id, files, shop);
  const hasPostPages = files.some((file) => isPostPage(file.path));
  // Without a shop, the same stamp as before sites had shops: their live deployments stay current.
  const stamp = createHash("sha256")
    .update(JSON.stringify(shop === null ? [hasPostPages, shown] : [hasPostPages, shown, shop]))
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
  const head = siteHead(seo, url);
  // Pages show the replies under each post; the feed carries the posts as written.
  const build = { id: site.id, organizationId: site.organization_id, head, media, content: shown, shop, url };
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

// The runtime's components and values that read the shop, as a site's code names them.
const SHOP_READERS = /\b(?:ProductList|ProductCard|AddToCart|Cart|shop)\b/;

/**
 * What a preview of one page takes: the media manifest, the published posts when the site's code reads
 * them, and the shop when it names the runtime's shop components.
 */
export async function previewInputs(
  { db, parts }: Pick<InputsDeps, "db" | "parts">,
  site: { id: string; organization_id: string },
  files: SourceFile[],
): Promise<BuildSite> {
  const readsContent = files.some((file) => file.content.includes(CONTENT_MODULE));
  const content = readsContent
    ? withReplies(publishablePosts(await parts.posts(db, site.id)), await parts.replies(db, site.id))
    : [];
  const readsShop = files.some((file) => file.content.includes("webcraft") && SHOP_READERS.test(file.content));
  const shop = readsShop ? await parts.shop(db, site.id) : null;
  const media = await manifest({ db, parts }, site.id, files, shop);
  return { id: site.id, organizationId: site.organization_id, media, content, shop };
}
