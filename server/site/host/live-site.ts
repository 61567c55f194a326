import { gzipSync } from "node:zlib";
import type { PublishedPage } from "@common/page-routes";
import { contentHash } from "../file-variants";
import type { SiteBrand } from "./site-brand";

/** One way of sending a file's bytes: the headers are built once, when the deployment is loaded. */
export type Variant = { body: Buffer; headers: Record<string, string> };

export type ServedFile = {
  /** The quoted ETag of the bytes before encoding; encoded forms add a suffix. */
  etag: string;
  identity: Variant;
  gzip: Variant | null;
  br: Variant | null;
  /** Headers of a 304 answer. */
  notModified: Record<string, string>;
  /** An HTML file: serving it is a page view. */
  isPage: boolean;
};

/** A site's live deployment in memory, ready to answer any path without touching the database. */
export type LiveSite = {
  siteId: string;
  deploymentId: string;
  routes: Map<string, ServedFile>;
  files: Map<string, ServedFile>;
  notFound: ServedFile | null;
  bytes: number;
  /** Request paths met so far and the file each resolved to (bounded, filled as requests come). */
  resolved: Map<string, ServedFile | null>;
  /** The site's primary custom domain: its other hosts redirect there (docs/product.md#custom-domains). */
  primaryHost: string | null;
  /** Set when the site is password-protected: what visitors' access cookies are signed with. */
  accessVersion: string | null;
  /** What the sitemap lists (docs/product.md#search-engines): the deployment's pages, when it was published, posts. */
  pages: PublishedPage[];
  publishedAt: string;
  extraSitemapEntries: SitemapEntry[];
  /** "Hide from search engines" is on: robots.txt turns every crawler away and every answer says noindex. */
  noindex: boolean;
  /** robots.txt and sitemap.xml as made for `origin`, the first time one was asked for. */
  searchFiles?: { origin: string; robots: ServedFile; sitemap: ServedFile };
  /** Where `/_go/whatsapp` leads (digits); null: nowhere. */
  whatsappNumber: string | null;
  /** What the password page of a protected site shows of it; null for a public site. */
  brand: SiteBrand | null;
};

/** One address of the sitemap: a path on the site and when it last changed (ISO 8601). */
export type SitemapEntry = { path: string; lastmod: string };

/** An address a site left by changing its slug: it redirects to `slug` for a while (docs/product.md#site-settings). */
export type MovedSite = { siteId: string; movedTo: string };

/** What a site host's slug leads to: a live site, a site that moved, or nothing published. */
export type HostedSite = LiveSite | MovedSite | null;

export function isMoved(site: HostedSite): site is MovedSite {
  return site !== null && "movedTo" in site;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Content-hashed build output may be cached forever; anything else is revalidated with its ETag. */
export function isHashedAsset(path: string): boolean {
  return /^assets\//.test(path) && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path);
}

export type FileRow = {
  path: string;
  content_type: string;
  etag: string;
  content: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
};

function servedFile(row: FileRow, isPrivate: boolean, noindex = false): ServedFile {
  // A protected site's pages are for the visitors who typed its password: no shared cache may keep them.
  const cacheControl = `${isPrivate ? "private, " : ""}${isHashedAsset(row.path) ? IMMUTABLE : REVALIDATE}`;
  const compressible = row.gzip !== null || row.br !== null;
  const common: Record<string, string> = {
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    ...(compressible && { vary: "Accept-Encoding" }),
    ...(noindex && { "x-robots-tag": "noindex" }),
  };
  const variant = (body: Buffer, suffix: string, encoding?: string): Variant => ({
    body,
    headers: {
      "content-type": row.content_type,
      "content-length": String(body.length),
      etag: `"${row.etag}${suffix}"`,
      ...(encoding ? { "content-encoding": encoding } : { "accept-ranges": "bytes" }),
      ...common,
    },
  });
  return {
    etag: row.etag,
    identity: variant(row.content, ""),
    gzip: row.gzip ? variant(row.gzip, "-gz", "gzip") : null,
    br: row.br ? variant(row.br, "-br", "br") : null,
    notModified: { etag: `"${row.etag}"`, ...common },
    isPage: row.content_type.startsWith("text/html"),
  };
}

/** A file the host makes itself (robots.txt, sitemap.xml), served like a deployment's. */
export function generatedFile(path: string, contentType: string, text: string, isPrivate: boolean): ServedFile {
  const content = Buffer.from(text);
  const gzip = content.length >= 256 ? gzipSync(content) : null;
  return servedFile(
    { path, content_type: contentType, etag: contentHash(content), content, gzip, br: null },
    isPrivate,
  );
}

/** A live deployment as the database holds it, with the site's primary domain: what a site's cache is built from. */
export type DeploymentRows = {
  siteId: string;
  deploymentId: string;
  pages: string;
  files: FileRow[];
  primaryHost?: string | null;
  accessVersion?: string | null;
  /** When the deployment was made (ISO 8601): the lastmod of pages published before pages were dated. */
  publishedAt?: string;
  noindex?: boolean;
  extraSitemapEntries?: SitemapEntry[];
  whatsappNumber?: string | null;
  brand?: SiteBrand | null;
};

/** Builds the in-memory site from its deployment's rows; the headers of every answer are made here, once. */
export function buildLiveSite(deployment: DeploymentRows): LiveSite {
  const files = new Map<string, ServedFile>();
  const noindex = deployment.noindex ?? false;
  let bytes = 0;
  for (const row of deployment.files) {
    files.set(row.path, servedFile(row, Boolean(deployment.accessVersion), noindex));
    bytes += row.content.length + (row.gzip?.length ?? 0) + (row.br?.length ?? 0);
  }
  const routes = new Map<string, ServedFile>();
  const pages = JSON.parse(deployment.pages) as PublishedPage[];
  for (const page of pages) {
    const file = files.get(page.file);
    if (file) routes.set(normalizeRoute(page.route), file);
  }
  const notFound = routes.get("/404") ?? files.get("404.html") ?? null;
  const { siteId, deploymentId } = deployment;
  const primaryHost = deployment.primaryHost ?? null;
  const accessVersion = deployment.accessVersion ?? null;
  return {
    siteId,
    deploymentId,
    routes,
    files,
    notFound,
    bytes,
    resolved: new Map(),
    primaryHost,
    accessVersion,
    pages,
    publishedAt: deployment.publishedAt ?? new Date(0).toISOString(),
    extraSitemapEntries: deployment.extraSitemapEntries ?? [],
    noindex,
    whatsappNumber: deployment.whatsappNumber ?? null,
    brand: deployment.brand ?? null,
  };
}

/** '/about/' and '/about' name the same page; '/' stays itself. */
export function normalizeRoute(route: string): string {
  return route.length > 1 && route.endsWith("/") ? route.slice(0, -1) : route;
}
