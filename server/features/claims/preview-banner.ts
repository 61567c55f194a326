// The "Preview by {agency}" banner a site built for a client shows until the client claims it: a small
// bar at the top of every published page. Like the "Made with Webcraft" badge it is written into the
// pages' HTML at publish; unlike the badge it must come and go without a publish (when the agency makes
// a claim link, when the client claims), so `refreshPreviewBanner` has the site wing lay it on or take it off
// the live deployment's pages, as a new deployment of the same sources.
import { escapeHtml } from "@common/escape-html";
import type { AppDeps } from "../../app-deps";
import type { PublishedAsset, SiteBuildResult } from "../../builder/builder";
import type { Db } from "../../db/create-db";
import type { SiteMark } from "../../site/parts";

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
export async function previewAgencyOf({ kysely: db }: Db, siteId: string): Promise<string | null> {
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
 * The bar as a mark: laid on every deployment built from sources, and laid again on the live pages when
 * a claim link opens or closes (`refreshPreviewBanner`).
 */
export const previewBannerMark: SiteMark = {
  lay: async (db, site, built) => bannerOnPages(built, await previewAgencyOf(db, site.id)),
  followsLive: true,
};

/** Makes the live site show the banner its claim state asks for, without a publish. */
export async function refreshPreviewBanner(deps: Pick<AppDeps, "db" | "site">, siteId: string): Promise<void> {
  const site = await deps.db.kysely.selectFrom("sites").selectAll().where("id", "=", siteId).executeTakeFirst();
  if (site) await deps.site.deploy(site, { kind: "marks" });
}
