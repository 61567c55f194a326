// The "Preview by {agency}" banner a site built for a client shows until the client claims it: a small
// bar at the top of every published page. Like the "Made with Webcraft" badge it is written into the
// pages' HTML at publish; unlike the badge it must come and go without a publish (when the agency makes
// a claim link, when the client claims), so `refreshPreviewBanner` lays it on or takes it off the live
// deployment's pages and swaps the result in as a new deployment of the same sources.
import { escapeHtml } from "@common/escape-html";
import type { AppDeps } from "../../app-deps";
import type { PublishedAsset, SiteBuildResult } from "../../builder/builder";
import type { Db } from "../../db/create-db";
import { deploymentFiles, deploymentSources } from "../deployments/deployment-read";
import { LiveDeploymentChanged, storeDeployment } from "../deployments/deployment-store";

const START = "<!--webcraft-preview-banner-->";
const END = "<!--/webcraft-preview-banner-->";
const BANNER_PATTERN = /<!--webcraft-preview-banner-->[\s\S]*?<!--\/webcraft-preview-banner-->/g;

function bannerHtml(agency: string): string {
  return `${START}<div data-webcraft-preview-banner role="note" style="position:sticky;top:0;z-index:2147483647;padding:6px 12px;background:#111827;color:#fff;font:500 13px/1.5 system-ui,sans-serif;text-align:center">Preview by ${escapeHtml(agency)}</div>${END}`;
}

/** The page with the banner taken off, then put back right after `<body …>` when `agency` is given. */
export function withPreviewBanner(html: string, agency: string | null): string {
  const bare = html.replace(BANNER_PATTERN, "");
  if (agency === null) return bare;
  const body = /<body[^>]*>/i.exec(bare);
  if (!body) return bare;
  const at = body.index + body[0].length;
  return `${bare.slice(0, at)}${bannerHtml(agency)}${bare.slice(at)}`;
}

function isPage(asset: Pick<PublishedAsset, "contentType">): boolean {
  return asset.contentType.startsWith("text/html");
}

/** `built` with every page showing the banner of `agency` (or none when null). */
export function bannerOnPages(built: SiteBuildResult, agency: string | null): SiteBuildResult {
  const assets = built.assets.map((asset) => {
    if (!isPage(asset)) return asset;
    const html = Buffer.from(asset.content).toString("utf8");
    return { ...asset, content: Buffer.from(withPreviewBanner(html, agency)) };
  });
  const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
  return { ...built, assets, totalBytes };
}

/** The agency whose name the site's pages must show: the organization of its open claim link, or null. */
export async function previewAgencyOf({ db }: Db, siteId: string): Promise<string | null> {
  const row = await db
    .selectFrom("site_claims")
    .innerJoin("organization", "organization.id", "site_claims.agency_organization_id")
    .select("organization.name")
    .where("site_claims.site_id", "=", siteId)
    .where("site_claims.status", "=", "open")
    .executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Makes the live site show the banner its claim state asks for. Nothing happens when the site is not
 * published or its pages already agree; a publish that came first wins (it wrote the banner itself).
 */
export async function refreshPreviewBanner(deps: Pick<AppDeps, "db" | "siteCache">, siteId: string): Promise<void> {
  const { db } = deps;
  const site = await db.db.selectFrom("sites").selectAll().where("id", "=", siteId).executeTakeFirst();
  if (!site?.live_deployment_id) return;
  const agency = await previewAgencyOf(db, site.id);
  const { pages, assets } = await deploymentFiles(db, site.live_deployment_id);
  const totalBytes = assets.reduce((sum, asset) => sum + asset.content.byteLength, 0);
  const changed = bannerOnPages({ pages, assets, totalBytes }, agency);
  const same = changed.assets.every((asset, i) => asset.content.equals(assets[i]?.content ?? Buffer.alloc(0)));
  if (same) return;
  const target = {
    siteId: site.id,
    organizationId: site.organization_id,
    userId: null,
    liveDeploymentId: site.live_deployment_id,
    onlyIfLive: site.live_deployment_id,
  };
  try {
    await storeDeployment(db, target, changed, await deploymentSources(db, site.live_deployment_id));
  } catch (error) {
    if (!(error instanceof LiveDeploymentChanged)) throw error;
  }
  await deps.siteCache.forgetSite(site.id);
}
