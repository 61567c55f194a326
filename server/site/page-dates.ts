import type { PublishedPage } from "@common/page-routes";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isoTime } from "../db/values";

/**
 * The pages of a new deployment, each dated with when its HTML last changed (the sitemap's lastmod): a page
 * whose HTML is the same as in the live deployment keeps the live one's date (and its noindex), any other
 * gets `now`.
 */
export async function datedPages(
  db: Kysely<Database>,
  liveDeploymentId: string | null,
  pages: PublishedPage[],
  etags: Map<string, string>,
  now: string,
): Promise<PublishedPage[]> {
  const before = new Map<string, { etag: string; lastmod: string; noindex?: true }>();
  if (liveDeploymentId !== null) {
    const live = await db
      .selectFrom("deployments")
      .select(["pages", "created_at"])
      .where("id", "=", liveDeploymentId)
      .executeTakeFirst();
    const livePages = live ? (JSON.parse(live.pages) as PublishedPage[]) : [];
    const files = livePages.map((page) => page.file);
    const rows =
      files.length === 0
        ? []
        : await db
            .selectFrom("deployment_files")
            .select(["path", "etag"])
            .where("deployment_id", "=", liveDeploymentId)
            .where("path", "in", files.slice(0, 5000))
            .execute();
    const etagOf = new Map(rows.map((row) => [row.path, row.etag]));
    for (const page of livePages) {
      const etag = etagOf.get(page.file);
      if (etag && live) {
        const lastmod = page.lastmod ?? isoTime(live.created_at);
        before.set(page.route, { etag, lastmod, ...(page.noindex && { noindex: true }) });
      }
    }
  }
  // The same HTML also carries the same meta: a page kept as it was (a rebuild of only some pages) stays noindex.
  return pages.map((page) => {
    const known = before.get(page.route);
    if (known === undefined || known.etag !== etags.get(page.file)) return { ...page, lastmod: now };
    return { ...page, lastmod: known.lastmod, ...(known.noindex && { noindex: true }) };
  });
}
