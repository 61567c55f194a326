// What the platform writes onto a site's published pages beyond the site's own build: the "Made with
// Webcraft" badge when the site shows it, and the "Preview by {agency}" bar while a claim link is open.
// Every new deployment built from sources carries them alike, a publish as much as a content rebuild.
import type { SiteBuildResult } from "../../builder/builder";
import type { Db } from "../../db/create-db";
import { withBadge } from "../analytics/made-with-badge";
import { bannerOnPages, previewAgencyOf } from "../claims/preview-banner";

/** `built` with the badge and the preview bar the site's settings and claim state ask for. */
export async function withSiteMarks(
  db: Db,
  site: { id: string; show_badge: unknown },
  built: SiteBuildResult,
): Promise<SiteBuildResult> {
  const badged = site.show_badge ? withBadge(built) : built;
  const agency = await previewAgencyOf(db, site.id);
  return agency ? bannerOnPages(badged, agency) : badged;
}
