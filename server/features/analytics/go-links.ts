// The links published sites lead through, on the site's own hosts (docs/product.md#analytics): each
// visit is counted like a page view of its path, then redirected. `/_go/webcraft` (the "Made with
// Webcraft" badge) leads to the app's landing page; `/_go/whatsapp` (the runtime's WhatsAppButton) to a
// chat with the site's WhatsApp number (with the message in `?text=`, if any), and is a 404 while the site
// has none.
import { siteHostApi, siteHostPrefix } from "@common/api/site-host";
import type { LiveSite } from "../../site/host/live-site";
import type { SitePath } from "../../site/host/site-host";
import type { SiteRequest, SiteResponse } from "../../site/host/site-response";

export const GO_PREFIX = siteHostPrefix(siteHostApi.goLink);
export const GO_PATHS = { whatsapp: `${GO_PREFIX}whatsapp`, webcraft: `${GO_PREFIX}webcraft` } as const;
/** Added to the landing page's address, so the admin app can tell a badge's visitors (WEBCRAFT_REDIRECT). */
export const BADGE_REF = "made-with-webcraft";

/** A 302 that counts as a visit of the site (`page`), never cached. */
function redirect(location: string, siteId: string): SiteResponse {
  return {
    status: 302,
    headers: {
      location,
      "content-length": "0",
      "cache-control": "no-store",
      "referrer-policy": "origin",
      "x-content-type-options": "nosniff",
    },
    body: null,
    once: true,
    page: siteId,
  };
}

/**
 * The message a chat opens with (`?text=`, as "Order on WhatsApp" writes the product into it), passed on
 * to WhatsApp re-encoded, at most 1000 characters; nothing else of the query goes on.
 */
function whatsappText(query: string | undefined): string {
  if (!query) return "";
  let text: string | null;
  try {
    text = new URLSearchParams(query).get("text");
  } catch {
    return "";
  }
  return text ? `?text=${encodeURIComponent(text.slice(0, 1000))}` : "";
}

/** The redirect `request` names under /_go/, or null when there is none (the site's 404 follows). */
export function goLink(site: LiveSite, appOrigin: string, request: SiteRequest): SiteResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.path === GO_PATHS.webcraft) return redirect(`${appOrigin}/?ref=${BADGE_REF}`, site.siteId);
  if (request.path === GO_PATHS.whatsapp && site.whatsappNumber) {
    return redirect(`https://wa.me/${site.whatsappNumber}${whatsappText(request.query)}`, site.siteId);
  }
  return null;
}

/** The /_go/ links as a path every site host answers. */
export const goLinks: SitePath = {
  route: siteHostApi.goLink,
  answer: (site, hosting, request) => goLink(site, hosting.appOrigin, request),
};
