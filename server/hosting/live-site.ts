import type { Db } from "../db/create-db";

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
};

/** A site's live deployment in memory, ready to answer any path without touching the database. */
export type LiveSite = {
  siteId: string;
  deploymentId: string;
  routes: Map<string, ServedFile>;
  files: Map<string, ServedFile>;
  notFound: ServedFile | null;
  bytes: number;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** Content-hashed build output may be cached forever; anything else is revalidated with its ETag. */
export function isHashedAsset(path: string): boolean {
  return /^assets\//.test(path) && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path);
}

type FileRow = {
  path: string;
  content_type: string;
  etag: string;
  content: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
};

function servedFile(row: FileRow): ServedFile {
  const cacheControl = isHashedAsset(row.path) ? IMMUTABLE : REVALIDATE;
  const compressible = row.gzip !== null || row.br !== null;
  const common: Record<string, string> = {
    "cache-control": cacheControl,
    "x-content-type-options": "nosniff",
    ...(compressible && { vary: "Accept-Encoding" }),
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
  };
}

/** Loads the live deployment of the site at `slug`, or null when there is no such published site. */
export async function loadLiveSite({ db }: Db, slug: string): Promise<LiveSite | null> {
  const site = await db
    .selectFrom("sites")
    .innerJoin("deployments", "deployments.id", "sites.live_deployment_id")
    .select(["sites.id as site_id", "deployments.id as deployment_id", "deployments.pages"])
    .where("sites.slug", "=", slug)
    .executeTakeFirst();
  if (!site) return null;
  const rows = await db
    .selectFrom("deployment_files")
    .select(["path", "content_type", "etag", "content", "gzip", "br"])
    .where("deployment_id", "=", site.deployment_id)
    .execute();
  const files = new Map<string, ServedFile>();
  let bytes = 0;
  for (const row of rows) {
    files.set(row.path, servedFile(row));
    bytes += row.content.length + (row.gzip?.length ?? 0) + (row.br?.length ?? 0);
  }
  const routes = new Map<string, ServedFile>();
  for (const page of JSON.parse(site.pages) as { route: string; file: string }[]) {
    const file = files.get(page.file);
    if (file) routes.set(normalizeRoute(page.route), file);
  }
  const notFound = routes.get("/404") ?? files.get("404.html") ?? null;
  return { siteId: site.site_id, deploymentId: site.deployment_id, routes, files, notFound, bytes };
}

/** The deployment a site serves now, to tell whether a cached copy is still current. */
export async function liveDeploymentId({ db }: Db, slug: string): Promise<string | null> {
  const row = await db.selectFrom("sites").select("live_deployment_id").where("slug", "=", slug).executeTakeFirst();
  return row?.live_deployment_id ?? null;
}

/** '/about/' and '/about' name the same page; '/' stays itself. */
export function normalizeRoute(route: string): string {
  return route.length > 1 && route.endsWith("/") ? route.slice(0, -1) : route;
}
