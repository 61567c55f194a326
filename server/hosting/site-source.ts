import type { Db } from "../db/create-db";
import { buildLiveSite, type DeploymentRows, type LiveSite } from "./live-site";

/** Where a site cache gets live deployments: the database here, or the server process over IPC in the front. */
export type LiveSiteSource = {
  /** The deployment a site serves now, to tell whether a cached copy is still current. */
  liveDeploymentId(slug: string): Promise<string | null>;
  /** The live deployment of the site at `slug`, or null when there is no such published site. */
  load(slug: string): Promise<LiveSite | null>;
};

/** The rows of the live deployment of the site at `slug`, or null when there is no such published site. */
export async function fetchDeployment({ db }: Db, slug: string): Promise<DeploymentRows | null> {
  const site = await db
    .selectFrom("sites")
    .innerJoin("deployments", "deployments.id", "sites.live_deployment_id")
    .select(["sites.id as site_id", "deployments.id as deployment_id", "deployments.pages"])
    .where("sites.slug", "=", slug)
    .executeTakeFirst();
  if (!site) return null;
  const files = await db
    .selectFrom("deployment_files")
    .select(["path", "content_type", "etag", "content", "gzip", "br"])
    .where("deployment_id", "=", site.deployment_id)
    .execute();
  return { siteId: site.site_id, deploymentId: site.deployment_id, pages: site.pages, files };
}

export async function fetchLiveDeploymentId({ db }: Db, slug: string): Promise<string | null> {
  const row = await db.selectFrom("sites").select("live_deployment_id").where("slug", "=", slug).executeTakeFirst();
  return row?.live_deployment_id ?? null;
}

export function databaseSiteSource(db: Db): LiveSiteSource {
  return {
    liveDeploymentId: (slug) => fetchLiveDeploymentId(db, slug),
    load: async (slug) => {
      const rows = await fetchDeployment(db, slug);
      return rows && buildLiveSite(rows);
    },
  };
}
