// /media/{path} on the preview origin, so that a page's <img src="/media/hero.jpg"> shows in the editor's
// preview as it will on the site. The preview origin sets no cookies; what lets a request see a site's
// library is the signed URL of the preview page it comes from, which the page sends as its Referer
// (Referrer-Policy: same-origin, so it never leaves the preview origin).
import type { AppDeps } from "../../app-deps";
import { mediaNotFound, serveMediaOf } from "../../site/host/media-host";
import { siteRequest, toResponse } from "../../site/host/site-host";
import { type PreviewClaims, verifyPreviewUrl } from "./preview-signing";

/**
 * How long after its page's URL expired a preview may still load media: a page stays open in the editor
 * while its images load lazily, as the visitor scrolls.
 */
export const PREVIEW_MEDIA_GRACE_MS = 60 * 60 * 1000;

/** The claims of the preview page that asked, when its Referer is a genuine preview URL of this origin. */
function refererClaims(request: Request, previewOrigin: string, secret: string): PreviewClaims | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.origin !== new URL(previewOrigin).origin) return null;
  return verifyPreviewUrl(url, secret, Date.now() - PREVIEW_MEDIA_GRACE_MS);
}

/** GET or HEAD of a library file of the previewed site, from the site cache as on its hosts; anything else the friendly 404. */
export async function servePreviewMedia(
  { db, env, site: wing }: Pick<AppDeps, "db" | "env" | "site">,
  request: Request,
): Promise<Response> {
  const claims = refererClaims(request, env.previewOrigin, env.authSecret);
  const site =
    claims &&
    (await db.kysely.selectFrom("sites").select(["id", "slug"]).where("id", "=", claims.siteId).executeTakeFirst());
  if (!site) return toResponse(mediaNotFound(request.method === "HEAD"));
  return toResponse(await serveMediaOf(wing.cache, site, siteRequest(request)));
}
