import type { ExpressionBuilder } from "kysely";
import type { BlobStore } from "../../blobs/blob-store";
import type { Db } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { dbBool, isoTime, nowIso } from "../../db/values";
import { BYTE_COLUMNS, readAllBytes } from "../deployment-bytes";
import type { SiteParts } from "../parts";
import { parseSeo } from "../seo";
import { buildLiveSite, type DeploymentRows, type HostedSite, type MovedSite, type SitemapEntry } from "./live-site";
import { fetchMediaTarget } from "./media-target";
import { fetchSiteBrand } from "./site-brand";

/** What tells whether a cached copy of a site is still current: its live deployment, primary domain and access. */
export type LiveVersion = { deploymentId: string; primaryHost: string | null; accessVersion: string | null };

/** A slug's rows: a live deployment, the site that left the slug, or nothing. */
export type SlugRows = DeploymentRows | MovedSite | null;

/** The site a verified custom domain serves. */
export type DomainTarget = { siteId: string; slug: string };

/**
 * What an address under /media/ on a site's host names: the site (for its password), and the stored
 * bytes it answers with (their content key, type and the file's name), or none.
 */
export type MediaTarget = {
  siteId: string;
  accessVersion: string | null;
  file: { key: string; mime: string; name: string } | null;
};

/**
 * Where a site cache gets live deployments, media addresses and media bytes: the database and the blob
 * store here, or the server process over IPC in the front.
 */
export type LiveSiteSource = {
  /** The deployment a site serves now and its primary domain; null when there is no such published site. */
  liveVersion(slug: string): Promise<LiveVersion | null>;
  /** The live deployment of the site at `slug`, the site that moved from it, or null when there is neither. */
  load(slug: string): Promise<HostedSite>;
  /** The site that has `hostname` as a verified custom domain, or null. */
  domain(hostname: string): Promise<DomainTarget | null>;
  /** What `address` (a raw path under /media/ with its query) names on the site at `slug`; null when no site has that slug. */
  media(slug: string, address: string): Promise<MediaTarget | null>;
  /** The bytes stored under a content key (server/blobs), or null when there are none. */
  blob(key: string): Promise<Buffer | null>;
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

/** The sitemap entries a site's published posts add: /blog/{slug}, dated with the post's last change. */
async function postSitemapEntries(db: Db, posts: SiteParts["posts"], siteId: string): Promise<SitemapEntry[]> {
  return (await posts(db, siteId)).map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated_at }));
}

/**
 * The rows of the live deployment of the site at `slug`; when no site has that slug, the site that had
 * it until lately (its redirect not expired); else null.
 */
export async function fetchDeployment(
  database: Db,
  blobs: Pick<BlobStore, "get">,
  posts: SiteParts["posts"],
  slug: string,
): Promise<SlugRows> {
  const db = database.kysely;
  const site = await db
    .selectFrom("sites")
    .leftJoin("deployments", "deployments.id", "sites.live_deployment_id")
    .select(["sites.id as site_id", "deployments.id as deployment_id", "deployments.pages", "sites.access_version"])
    .select(["sites.name"])
    .select(["sites.seo", "deployments.created_at"])
    .select(["sites.whatsapp_number"])
    .select(primaryHost(database.dialect))
    .where("sites.slug", "=", slug)
    .executeTakeFirst();
  if (!site) return fetchMovedSite(database, slug);
  if (!site.deployment_id || site.pages === null) return null;
  const files = await db
    .selectFrom("deployment_files")
    .select(["path", "content_type", "etag", ...BYTE_COLUMNS])
    .where("deployment_id", "=", site.deployment_id)
    .execute();
  return {
    siteId: site.site_id,
    deploymentId: site.deployment_id,
    pages: site.pages,
    files: await readAllBytes(blobs, files),
    primaryHost: site.primary_host ?? null,
    accessVersion: site.access_version,
    publishedAt: site.created_at === null ? undefined : isoTime(site.created_at),
    noindex: parseSeo(site.seo).noindex,
    extraSitemapEntries: await postSitemapEntries(database, posts, site.site_id),
    whatsappNumber: site.whatsapp_number,
    // Only a protected site shows its password page, the one place the brand is used.
    brand: site.access_version
      ? await fetchSiteBrand(database, blobs, { id: site.site_id, slug, name: site.name })
      : null,
  };
}

async function fetchMovedSite({ kysely: db }: Db, slug: string): Promise<MovedSite | null> {
  const row = await db
    .selectFrom("site_slug_redirects")
    .innerJoin("sites", "sites.id", "site_slug_redirects.site_id")
    .select(["sites.id as siteId", "sites.slug as movedTo"])
    .where("site_slug_redirects.slug", "=", slug)
    .where("site_slug_redirects.expires_at", ">", nowIso())
    .executeTakeFirst();
  return row ?? null;
}

export async function fetchLiveVersion(database: Db, slug: string): Promise<LiveVersion | null> {
  const row = await database.kysely
    .selectFrom("sites")
    .select(["live_deployment_id", "access_version"])
    .select(primaryHost(database.dialect))
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row?.live_deployment_id) return null;
  const { live_deployment_id: deploymentId, access_version: accessVersion } = row;
  return { deploymentId, primaryHost: row.primary_host ?? null, accessVersion };
}

export async function fetchDomainTarget({ kysely: db }: Db, hostname: string): Promise<DomainTarget | null> {
  const row = await db
    .selectFrom("site_domains")
    .innerJoin("sites", "sites.id", "site_domains.site_id")
    .select(["sites.id as siteId", "sites.slug"])
    .where("site_domains.hostname", "=", hostname)
    .where("site_domains.status", "=", "verified")
    .executeTakeFirst();
  return row ?? null;
}

/** The site a site host or custom domain names, with what its password check and forms need; null when there is none. */
export async function fetchSiteAt(
  database: Db,
  origin: { kind: "site"; slug: string } | { kind: "domain"; hostname: string },
) {
  const slug = origin.kind === "site" ? origin.slug : (await fetchDomainTarget(database, origin.hostname))?.slug;
  if (slug === undefined) return null;
  const site = await database.kysely
    .selectFrom("sites")
    .select(["id", "organization_id", "name", "slug", "live_deployment_id", "access_hash", "access_version"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return site ?? null;
}

export function databaseSiteSource(db: Db, blobs: BlobStore, posts: SiteParts["posts"]): LiveSiteSource {
  return {
    liveVersion: (slug) => fetchLiveVersion(db, slug),
    load: async (slug) => hostedSite(await fetchDeployment(db, blobs, posts, slug)),
    domain: (hostname) => fetchDomainTarget(db, hostname),
    media: (slug, address) => fetchMediaTarget(db, slug, address),
    blob: (key) => blobs.get(key),
  };
}

/** The site a slug's rows describe, in memory. */
export function hostedSite(rows: SlugRows): HostedSite {
  if (rows === null || "movedTo" in rows) return rows;
  return buildLiveSite(rows);
}
