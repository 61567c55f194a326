// The admin app's events for Google's tag (docs/product.md#analytics): a page view on every route change
// and the conversions below. The tag loads only when the installation sets GA_MEASUREMENT_ID. Events
// wait for `window.gtag`, checked every 500 ms; after 5 s without it an error is logged and a stub takes
// its place that records each call in `window.dataLayer`, where the waiting events land too.

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const TAG_POLL_MS = 500;
export const TAG_WAIT_MS = 5_000;
export const CURRENCY = "ZAR";
/** What a conversion is worth unless it says otherwise. */
export const CONVERSION_VALUE = 1;
/** What a plan change is worth unless its price is given. */
export const DEFAULT_PURCHASE_VALUE = 20;

export const CONVERSION_EVENTS = {
  WHATSAPP_REDIRECT: "WHATSAPP_REDIRECT",
  WEBCRAFT_REDIRECT: "WEBCRAFT_REDIRECT",
  SIGNUP_COMPLETE: "SIGNUP_COMPLETE",
  CLAIM_SITE: "CLAIM_SITE",
  TIER_CHANGE: "TIER_CHANGE",
} as const;
export type ConversionEvent = keyof typeof CONVERSION_EVENTS;

/** The `ref` a published site's badge adds to the landing page's address (server/features/analytics/go-links.ts). */
export const BADGE_REF = "made-with-webcraft";

let tag: Gtag | null = null;
let waiting: unknown[][] = [];
let polling = false;

function present(): Gtag | null {
  return typeof window.gtag === "function" ? window.gtag : null;
}

/** A gtag that only records its calls, for when Google's tag is missing. */
function installStub(): Gtag {
  const dataLayer = window.dataLayer ?? [];
  window.dataLayer = dataLayer;
  const stub: Gtag = (...args) => {
    dataLayer.push(args);
  };
  window.gtag = stub;
  return stub;
}

function ready(gtag: Gtag) {
  tag = gtag;
  const queued = waiting;
  waiting = [];
  for (const args of queued) gtag(...args);
}

function waitForTag() {
  if (polling) return;
  polling = true;
  const started = Date.now();
  const timer = window.setInterval(() => {
    const gtag = present();
    if (gtag) {
      window.clearInterval(timer);
      ready(gtag);
    } else if (Date.now() - started >= TAG_WAIT_MS) {
      window.clearInterval(timer);
      console.error(
        `Google tag missing after ${TAG_WAIT_MS / 1000} s: analytics events are recorded in window.dataLayer`,
      );
      ready(installStub());
    }
  }, TAG_POLL_MS);
}

/** Calls gtag with `args` now, or once the tag (or its stub) is there. */
function send(...args: unknown[]) {
  const gtag = tag ?? present();
  if (gtag) {
    tag = gtag;
    gtag(...args);
    return;
  }
  waiting.push(args);
  waitForTag();
}

/** Adds Google's tag to the page, configured to send only the page views this module reports. */
export function loadGoogleTag(measurementId: string) {
  if (present()) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the Arguments objects the official snippet queues, not arrays.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the Arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** The page-view event of a route change. */
export function trackPageView({ path, search, title }: { path: string; search: string; title: string }) {
  send("event", "page_view", {
    page_path: `${path}${search}`,
    page_search: search,
    page_title: title,
    page_location: `${window.location.origin}${path}${search}`,
  });
}

/**
 * A conversion. SIGNUP_COMPLETE goes as `sign_up` (category conversion, label Signup Complete) and
 * TIER_CHANGE as `purchase` (category ecommerce, label Tier Change, `value` defaulting to 20, a
 * transaction id made from the time); CLAIM_SITE under its name with category conversion, label Claim
 * Site; the others under their own name. All worth 1 unless `value` says otherwise, in rand.
 */
export function trackConversion(event: ConversionEvent, value?: number) {
  if (event === "SIGNUP_COMPLETE") {
    send("event", "sign_up", {
      event_category: "conversion",
      event_label: "Signup Complete",
      conversion: event,
      value: value ?? CONVERSION_VALUE,
      currency: CURRENCY,
    });
  } else if (event === "TIER_CHANGE") {
    send("event", "purchase", {
      event_category: "ecommerce",
      event_label: "Tier Change",
      conversion: event,
      transaction_id: `T-${Date.now()}`,
      value: value ?? DEFAULT_PURCHASE_VALUE,
      currency: CURRENCY,
    });
  } else if (event === "CLAIM_SITE") {
    send("event", event, {
      event_category: "conversion",
      event_label: "Claim Site",
      conversion: event,
      value: value ?? CONVERSION_VALUE,
      currency: CURRENCY,
    });
  } else {
    send("event", event, { conversion: event, value: value ?? CONVERSION_VALUE, currency: CURRENCY });
  }
}
