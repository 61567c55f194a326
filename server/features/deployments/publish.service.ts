import { BUILD_MESSAGES, type PublishResult } from "@common/schemas/build";
import type { SiteSeo } from "@common/schemas/sites";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { Builder } from "../../builder/builder";
import type { SiteHead } from "../../builder/page-head";
import type { Db } from "../../db/create-db";
import { nowIso } from "../../db/values";
import type { Env } from "../../env";
import type { SiteCache } from "../../hosting/site-cache";
import { siteUrl } from "../../site/address";
import { runBuild } from "../build/build-errors";
import { loadSiteSources } from "../build/site-sources";
import { mediaManifest } from "../media/media-manifest";
import { siteContent } from "../site-content/site-content";
import { parseSeo } from "../sites/site-seo";
import { storeDeployment } from "./deployment-store";
import { withSiteMarks } from "./site-marks";

type Context = { db: Db; env: Env; builder: Builder; siteCache: SiteCache; actor: Actor };

/**
 * POST /site/publish (docs/product.md#publish): builds every page, stores the result as an immutable deployment and
 * makes it live atomically. The site host serves it from the next request on. A publish that fails after
 * the caller was let in is recorded on the site, so no one is told the site is live with what failed.
 */
export async function publishSite(context: Context, siteId: string): Promise<PublishResult> {
  const site = await requireSiteAccess(context.db, context.actor, siteId);
  try {
    return await publishAccessibleSite(context, site);
  } catch (error) {
    await context.db.db.updateTable("sites").set({ publish_failed_at: nowIso() }).where("id", "=", site.id).execute();
    throw error;
  }
}

async function publishAccessibleSite(
  { db, env, builder, siteCache, actor }: Context,
  site: SiteRow,
): Promise<PublishResult> {
  const sources = await loadSiteSources(db, site.id);
  const files = sources.map(({ path, content }) => ({ path, content }));
  const { withFeed, ...content } = await siteContent(db, env, site, files);
  const head = siteHead(parseSeo(site.seo), content.url);
  const media = await mediaManifest(db, site.id, files);
  const build = withFeed(
    await runBuild(() =>
      builder.buildSite({ id: site.id, organizationId: site.organization_id, head, media, ...content }, files),
    ),
  );
  const built = await withSiteMarks(db, site, build);
  const target = {
    siteId: site.id,
    organizationId: site.organization_id,
    userId: actor.userId,
    liveDeploymentId: site.live_deployment_id,
  };
  const deployment = await storeDeployment(db, target, built, sources);
  await siteCache.forgetSite(site.id);
  const pages = built.pages.length;
  return {
    url: siteUrl(env, site.slug),
    message: `${BUILD_MESSAGES.published} (${pages} ${pages === 1 ? "page" : "pages"})`,
    deployment_id: deployment.id,
    page_count: pages,
  };
}

/** The SEO settings as the build uses them: a social image given as a path becomes an address on the site. */
export function siteHead(seo: SiteSeo, origin: string): SiteHead {
  const socialImage = seo.social_image.startsWith("/") ? `${origin}${seo.social_image}` : seo.social_image;
  const { title, description, language, favicon, noindex } = seo;
  return { title, description, language, favicon, socialImage, origin, noindex };
}
