// GET /site-picture/{siteId}/{deploymentId}.{exp}.{sig}/… on the preview origin (docs/decisions/021): one
// deployment's home page with its scripts left out, as a still picture of the site for its card, and the
// stylesheets and library pictures it shows. Nothing runs, nothing is counted as a visit, and a password or
// a custom domain changes nothing: the address itself is the member's permission, signed by the app.
import { gzipSync } from "node:zlib";
import type { AppDeps } from "../../app-deps";
import { acceptedEncodings } from "../../http/accept-encoding";
import { appFramedHeaders } from "../../http/security-headers";
import { readContent } from "../../site/deployment-bytes";
import { MEDIA_PREFIX, serveMediaOf } from "../../site/host/media-host";
import { responseBody, siteRequest, toResponse } from "../../site/host/site-host";
import { verifySitePicturePath } from "../../site/picture-address";

type Deps = Pick<AppDeps, "db" | "env" | "blobs" | "site">;

/** Scripts, and the hints that would fetch them, are left out: the picture is the prerendered page alone. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
/** A site's own addresses of stylesheets, assets and pictures, wherever they stand (attributes, srcset, url()). */
const OWN_ADDRESSES = /(["'\s,(])\/(assets|media)\//g;

function headers(appOrigin: string, contentType: string): Record<string, string> {
  return appFramedHeaders(appOrigin, {
    contentType,
    // The address names the deployment, whose files never change.
    cacheControl: "private, max-age=3600",
    policy: ["style-src 'self' 'unsafe-inline'", "img-src 'self' data: https:", "font-src 'self' data:"],
    referrerPolicy: "no-referrer",
  });
}

/** The page or stylesheet with its own addresses moved under the picture's path. */
function rewritten(text: string, prefix: string, isPage: boolean): string {
  const kept = isPage ? text.replace(SCRIPTS, "") : text;
  return kept.replace(OWN_ADDRESSES, `$1${prefix}$2/`);
}

export async function serveSitePicture({ db, env, blobs, site: wing }: Deps, request: Request, isHead: boolean) {
  const verified = verifySitePicturePath(new URL(request.url).pathname, env.authSecret);
  const notFound = () => new Response(null, { status: 404, headers: headers(env.appOrigin, "text/plain") });
  if (!verified) return notFound();
  const { claims, prefix, file } = verified;
  const site = await db.kysely
    .selectFrom("sites")
    .innerJoin("deployments", "deployments.site_id", "sites.id")
    .select(["sites.id", "sites.slug"])
    .where("sites.id", "=", claims.siteId)
    .where("deployments.id", "=", claims.deploymentId)
    .executeTakeFirst();
  if (!site) return notFound();
  if (file.startsWith(MEDIA_PREFIX.slice(1))) {
    const asked = { ...siteRequest(request), path: `/${file}`, query: undefined };
    return toResponse(await serveMediaOf(wing.cache, site, asked));
  }
  const path = file === "" ? "index.html" : file;
  if (path !== "index.html" && !path.startsWith("assets/")) return notFound();
  const row = await db.kysely
    .selectFrom("deployment_files")
    .select(["content", "content_key", "content_type"])
    .where("deployment_id", "=", claims.deploymentId)
    .where("path", "=", path)
    .executeTakeFirst();
  if (!row) return notFound();
  const isPage = path === "index.html";
  const isText = isPage || row.content_type.startsWith("text/css");
  const content = await readContent(blobs, row);
  if (!isText) return answer(content, headers(env.appOrigin, row.content_type), isHead);
  const text = Buffer.from(rewritten(content.toString("utf8"), prefix, isPage));
  // Rewritten, the stored compressed forms no longer fit: a page and its stylesheet are gzipped as sent
  // (a millisecond or two), which makes a picture's bytes a fraction of what they are plain.
  const answered = { ...headers(env.appOrigin, row.content_type), vary: "Accept-Encoding" };
  if (!acceptedEncodings(request.headers.get("accept-encoding") ?? undefined).gzip) {
    return answer(text, answered, isHead);
  }
  return answer(gzipSync(text), { ...answered, "content-encoding": "gzip" }, isHead);
}

function answer(body: Buffer, headers: Record<string, string>, isHead: boolean): Response {
  return new Response(isHead ? null : responseBody(body), { status: 200, headers });
}
