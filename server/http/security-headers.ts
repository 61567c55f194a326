import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env";

const GOOGLE_TAG_HOSTS = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.g.doubleclick.net",
  "https://www.google.com",
];

/** Headers for every app-origin answer: no foreign or inline scripts, framed only by ourselves. */
export function appSecurityHeaders(env: Env) {
  // The media library shows a site's pictures and videos from the site's own hosts (`/media/…` is never
  // served on the app origin); `https:` alone would leave out plain-http site domains on a laptop.
  const siteHosts = `${new URL(env.appOrigin).protocol}//*.${env.siteDomain}`;
  // Google's tag and where it reports, only when the installation sets one (GA_MEASUREMENT_ID).
  const google = env.gaMeasurementId ? GOOGLE_TAG_HOSTS : [];
  // Paying by card posts a signed form to PayFast's payment page, where one is configured.
  const payfast = env.payments.payfast ? [new URL(env.payments.payfast.processUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:", siteHosts],
      mediaSrc: ["'self'", "blob:", "https:", siteHosts],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...google],
      workerSrc: ["'self'", "blob:"],
      // Frames show sites from the preview origin only (drafts, templates, the published home page on site
      // cards and the claim screen): a site's own address may be a custom domain no list here could name.
      frameSrc: ["'self'", env.previewOrigin],
      frameAncestors: ["'self'"],
      formAction: ["'self'", ...payfast],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: "SAMEORIGIN",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: env.appOrigin.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    // A route may send a stricter policy of its own (POST /build/page answers a sandboxed document).
    overwrite: false,
  });
}

/**
 * The headers of a document served on another origin for the app alone to frame (a preview, a site card's
 * picture, a template, a received mail): it loads only what `policy` allows, sends no form, has no <base>
 * to move its addresses, and no search engine lists it.
 */
export function appFramedHeaders(
  appOrigin: string,
  page: { contentType: string; cacheControl: string; policy: string[]; referrerPolicy: "same-origin" | "no-referrer" },
): Record<string, string> {
  const policy = ["default-src 'none'", ...page.policy, "form-action 'none'", "base-uri 'none'"];
  return {
    "content-type": page.contentType,
    "cache-control": page.cacheControl,
    "content-security-policy": [...policy, `frame-ancestors ${appOrigin}`].join("; "),
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": page.referrerPolicy,
    "x-robots-tag": "noindex",
  };
}
