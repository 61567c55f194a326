// What features give the site wing, wired in boot.ts as app.ts wires routes: the wing calls them and
// never imports the features. The posts give the published posts a site's pages, feed and sitemap read;
// the media library what a site's /media/ addresses name; commerce the shop the runtime's shop components
// show; analytics and claims the marks laid on published pages (the "Made with Webcraft" badge, the
// "Preview by {agency}" bar).
import type { MediaManifest, SiteBuildResult, SourceFile } from "../builder/builder";
import type { PublishedPost } from "../builder/content-module";
import type { ShopFacts } from "../builder/shop-facts";
import type { Db } from "../db/create-db";

/** The site row fields a mark reads. */
export type MarkedSite = { id: string; organization_id: string; show_badge: unknown };

export type SiteMark = {
  /** `built` with the mark laid on its pages as the site's state asks (or taken off). */
  lay(db: Db, site: MarkedSite, built: SiteBuildResult): Promise<SiteBuildResult>;
  /**
   * The mark follows state that changes without a publish (a claim link opened or closed): the wing
   * lays it again on the live pages when told (`deploy(site, { kind: "marks" })`). Such a mark must take
   * off what it laid before.
   */
  followsLive?: true;
};

export type SiteParts = {
  posts(db: Db, siteId: string): Promise<PublishedPost[]>;
  /** HTML laid under a post's body on its page (the fediverse's replies), by post id. */
  replies(db: Db, siteId: string): Promise<Map<string, string>>;
  media(db: Db, siteId: string, files: SourceFile[]): Promise<MediaManifest>;
  /** The site's shop and its active products, or null when it has no shop. */
  shop(db: Db, siteId: string): Promise<ShopFacts | null>;
  marks: readonly SiteMark[];
};

/** `built` with every mark of `marks` laid on, in order. */
export async function laidMarks(
  db: Db,
  marks: readonly SiteMark[],
  site: MarkedSite,
  built: SiteBuildResult,
): Promise<SiteBuildResult> {
  let marked = built;
  for (const mark of marks) marked = await mark.lay(db, site, marked);
  return marked;
}
