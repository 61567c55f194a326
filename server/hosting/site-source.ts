import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/create-db";
import type { Database } from "../db/schema";
import { dbBool } from "../db/values";
import { buildLiveSite, type DeploymentRows, type LiveSite } from "./live-site";

/** What tells whether a cached copy of a site is still current: its live deployment and its primary domain. */
export type LiveVersion = { deploymentId: string; primaryHost: string | null };

/** The site a verified custom domain serves. */
export type DomainTarget = { siteId: string; slug: string };

/** Where a site cache gets live deployments: the database here, or the server process over IPC in the front. */
export type LiveSiteSource = {
  /** The deployment a site serves now and its primary domain; null when there is no such published site. */
  liveVersion(slug: string): Promise<LiveVersion | null>;
  /** The live deployment of the site at `slug`, or null when there is no such published site. */
  load(slug: string): Promise<LiveSite | null>;
  /** The site that has `hostname` as a verified custom domain, or null. */
  domain(hostname: string): Promise<DomainTarget | null>;
};

/** The verified primary domain of the site in the row, as a subquery. */
function primaryHost(dialect: Db["dialect"]) {
  return (eb: ExpressionBuilder<Database, "sites">) =>
    eb
      .selectFrom("site_domains")
      .select("site_domains.hostname")
      .whereRef("site_domains.site_id", "=", "sites.id")
      .where("site_domains.is_primary", "=", dbBool(dialect, true))
      .where("site_domains.status", "=", "verified")
      .as("primary_host");
}

/** The rows of the live deployment of the site at `slug`, or null when there is no such published site. */
export async function fetchDeployment(database: Db, slug: string): Promise<DeploymentRows | null> {
  const { db } = database;
  const site = await db
    .selectFrom("sites")
    .innerJoin("deployments", "deployments.id", "sites.live_deployment_id")
    .select(["sites.id as site_id", "deployments.id as deployment_id", "deployments.pages"])
    .select(primaryHost(database.dialect))
    .where("sites.slug", "=", slug)
    .executeTakeFirst();
  if (!site) return null;
  const files = await db
    .selectFrom("deployment_files")
    .select(["path", "content_type", "etag", "content", "gzip", "br"])
    .where("deployment_id", "=", site.deployment_id)
    .execute();
  return {
    siteId: site.site_id,
    deploymentId: site.deployment_id,
    pages: site.pages,
    files,
    primaryHost: site.primary_host ?? null,
  };
}

export async function fetchLiveVersion(database: Db, slug: string): Promise<LiveVersion | null> {
  const row = await database.db
    .selectFrom("sites")
    .select("live_deployment_id")
    .select(primaryHost(database.dialect))
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row?.live_deployment_id) return null;
  return { deploymentId: row.live_deployment_id, primaryHost: row.primary_host ?? null };
}

export async function fetchDomainTarget({ db }: Db, hostname: string): Promise<DomainTarget | null> {
  const row = await db
    .selectFrom("site_domains")
    .innerJoin("sites", "sites.id", "site_domains.site_id")
    .select(["sites.id as siteId", "sites.slug"])
    .where("site_domains.hostname", "=", hostname)
    .where("site_domains.status", "=", "verified")
    .executeTakeFirst();
  return row ?? null;
}

export function databaseSiteSource(db: Db): LiveSiteSource {
  return {
    liveVersion: (slug) => fetchLiveVersion(db, slug),
    load: async (slug) => {
      const rows = await fetchDeployment(db, slug);
      return rows && buildLiveSite(rows);
    },
    domain: (hostname) => fetchDomainTarget(db, hostname),
  };
}
