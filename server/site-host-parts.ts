import type { AppDeps } from "./app-deps";
import { goLinks } from "./features/analytics/go-links";
import { shopEndpoints } from "./features/commerce/shop-host/shop-endpoints";
import { fediverseEndpoints } from "./features/fediverse/fediverse-host";
import { formPosts } from "./features/forms/form-post";
import { MAIL_FRAME_PREFIX, serveMailFrame } from "./features/mail/messages/reading-frame";
import { previewHostFetch } from "./features/preview/preview-host";
import { appAnsweredPrefixes, type OtherOriginParts } from "./site/host/hosting.routes";
import type { SitePath } from "./site/host/site-host";

/**
 * What features answer on every published site's hosts beside its own files, in both processes that
 * serve sites (the server, and the site front when it runs): wired here as app.ts wires routes.
 */
export const SITE_HOST_PATHS: readonly SitePath[] = [goLinks];

/** The same, with the POSTs features take on site hosts and the preview origin's answer: for the server. */
export const OTHER_ORIGIN_PARTS: OtherOriginParts<AppDeps> = {
  paths: SITE_HOST_PATHS,
  posts: [formPosts, ...shopEndpoints, ...fediverseEndpoints],
  // The preview origin also shows mail in its reading frame, away from the app's origin.
  preview: (deps, request) =>
    new URL(request.url).pathname.startsWith(MAIL_FRAME_PREFIX)
      ? serveMailFrame(deps, request)
      : previewHostFetch(deps, request),
};

/** The paths of site hosts only the server answers, which the site front hands over. */
export const APP_ANSWERED_PREFIXES = appAnsweredPrefixes(OTHER_ORIGIN_PARTS.posts);
