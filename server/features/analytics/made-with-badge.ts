// The "Made with Webcraft" badge a published site may show (a site setting, off by default, and always
// on the Free plan where billing is on): a small link in the corner of every page, through /_go/webcraft
// so that its clicks are counted. Added to the pages' HTML at publish, so a change takes effect with
// the next publish.
import type { SiteBuildResult } from "../../builder/builder";
import type { SiteMark } from "../../site/parts";
import { type LimitsDeps, organizationLimits } from "../../site/storage-limits";
import { GO_PATHS } from "./go-links";

const BADGE = Buffer.from(
  `<a href="${GO_PATHS.webcraft}" data-webcraft-badge style="position:fixed;right:12px;bottom:12px;z-index:2147483647;padding:6px 12px;border-radius:9999px;background:#111827;color:#fff;font:500 12px/1.5 system-ui,sans-serif;text-decoration:none;box-shadow:0 1px 3px rgba(0,0,0,.3)">Made with Webcraft</a>`,
);
const BODY_END = Buffer.from("</body>");

/** `built` with the badge before the end of every HTML page's body. */
export function withBadge(built: SiteBuildResult): SiteBuildResult {
  let added = 0;
  const assets = built.assets.map((asset) => {
    if (!asset.contentType.startsWith("text/html")) return asset;
    const content = Buffer.from(asset.content);
    const end = content.lastIndexOf(BODY_END);
    if (end < 0) return asset;
    added += BADGE.length;
    return { ...asset, content: Buffer.concat([content.subarray(0, end), BADGE, content.subarray(end)]) };
  });
  return { ...built, assets, totalBytes: built.totalBytes + added };
}

/**
 * The badge as a mark of every deployment built from sources, when the site shows it or its
 * organization's plan requires it (Free, where billing is on).
 */
export function badgeMark(env: LimitsDeps["env"]): SiteMark {
  return {
    lay: async (db, site, built) => {
      if (site.show_badge) return withBadge(built);
      const { plan } = await organizationLimits({ db, env }, site.organization_id);
      return plan.limits.badgeRequired ? withBadge(built) : built;
    },
  };
}
