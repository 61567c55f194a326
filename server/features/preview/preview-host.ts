import { escapeHtml } from "@common/escape-html";
import type { BlobStore } from "../../blobs/blob-store";
import type { Builder } from "../../builder/builder";
import type { PreviewCache } from "../../builder/preview-cache";
import type { Db } from "../../db/create-db";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { appFramedHeaders } from "../../http/security-headers";
import { friendlyPage, friendlyPageHtml } from "../../site/host/friendly-pages";
import { MEDIA_PREFIX } from "../../site/host/media-host";
import { responseBody } from "../../site/host/site-host";
import { SITE_PICTURE_PREFIX } from "../../site/picture-address";
import type { SiteWing } from "../../site/site-wing";
import { serveTemplatePreview, TEMPLATE_PREVIEW_PREFIX } from "../templates/template-preview";
import { FONT_PREVIEW_PREFIX, servePreviewFont } from "./preview-fonts";
import { servePreviewMedia } from "./preview-media";
import { previewPage } from "./preview-page";
import { type PreviewClaims, verifyPreviewUrl } from "./preview-signing";
import { serveSitePicture } from "./site-picture-host";

export type PreviewDeps = {
  db: Db;
  env: Env;
  blobs: BlobStore;
  builder: Builder;
  previews: PreviewCache;
  site: SiteWing;
};

const EXPIRED = friendlyPage("Preview not available", "This preview link is invalid or has expired.");

/**
 * Headers of a preview page: user code runs here, on its own origin, so it may run inline scripts
 * and styles, but it cannot call out (connect-src 'none'), be framed by anyone but the app, or be
 * cached; no cookie is read or set. Its own requests (the site's /media/ files) carry its signed URL as
 * their Referer, which is what lets them see the site's library (preview-media.ts); other origins get none.
 */
export function previewHeaders(appOrigin: string): Record<string, string> {
  const page = appFramedHeaders(appOrigin, {
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-store",
    policy: [
      "script-src 'unsafe-inline'",
      "style-src 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data: https:",
      "media-src 'self' data: blob: https:",
      "connect-src 'none'",
    ],
    referrerPolicy: "same-origin",
  });
  return { ...page, "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()" };
}

/**
 * The preview origin: a signed, unexpired URL answers its built page, /media/ the library of the previewed
 * site, /templates/{id}/ a template's live preview, /site-picture/… a site card's picture, /_fonts/… the
 * provided web fonts; anything else the friendly 404.
 */
export async function previewHostFetch(deps: PreviewDeps, request: Request): Promise<Response> {
  const isHead = request.method === "HEAD";
  if (request.method !== "GET" && !isHead) return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(MEDIA_PREFIX)) return servePreviewMedia(deps, request);
  if (pathname.startsWith(TEMPLATE_PREVIEW_PREFIX)) return serveTemplatePreview(deps, request, isHead);
  if (pathname.startsWith(SITE_PICTURE_PREFIX)) return serveSitePicture(deps, request, isHead);
  if (pathname.startsWith(FONT_PREVIEW_PREFIX)) return servePreviewFont(request, isHead);
  const claims = verifyPreviewUrl(new URL(request.url), deps.env.authSecret);
  if (!claims)
    return new Response(isHead ? null : responseBody(EXPIRED.body), { status: 404, headers: EXPIRED.headers });
  const headers = previewHeaders(deps.env.appOrigin);
  let html = deps.previews.get(claims.id);
  if (!html) {
    try {
      const built = await rebuild(deps, claims);
      deps.previews.put(claims.id, built, claims.expiresAt * 1000);
      html = Buffer.from(built);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = error.code === "NOT_FOUND" ? 404 : error.status;
      return new Response(isHead ? null : errorPage(error), { status, headers });
    }
  }
  return new Response(isHead ? null : responseBody(html), { status: 200, headers });
}

/** Builds the page again (another process signed the URL, or its page left the cache). */
async function rebuild({ db, env, builder, site: wing }: PreviewDeps, claims: PreviewClaims): Promise<string> {
  const site = await db.kysely
    .selectFrom("sites")
    .select(["id", "organization_id"])
    .where("id", "=", claims.siteId)
    .executeTakeFirst();
  if (!site) throw new AppError("NOT_FOUND", "This site no longer exists.");
  let overrides: Record<string, string> | undefined;
  if (claims.hasSnapshot) {
    const snapshot = await db.kysely
      .selectFrom("preview_snapshots")
      .select("overrides")
      .where("id", "=", claims.id)
      .where("site_id", "=", site.id)
      .executeTakeFirst();
    if (!snapshot) throw new AppError("NOT_FOUND", "This preview link is invalid or has expired.");
    overrides = JSON.parse(snapshot.overrides) as Record<string, string>;
  }
  return previewPage({ db, builder, site: wing, appOrigin: env.appOrigin }, site, claims.pagePath, overrides);
}

function errorPage(error: AppError): string {
  const problems = (error.details as { problems?: { file: string | null; line: number | null; message: string }[] })
    ?.problems;
  const lines = (problems ?? []).map((p) => `${p.file ?? ""}${p.line ? `:${p.line}` : ""} ${p.message}`.trim());
  const text = lines.length > 0 ? lines.join("\n") : error.message;
  return friendlyPageHtml("Preview Error", escapeHtml(text).replaceAll("\n", "<br>"));
}
