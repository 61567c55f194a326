// What a page view records besides its site and path: the device class and the referring host, read
// from the request's headers, and which user agents are robots that are not counted at all.

/** Crawlers, link previews, monitors, command-line clients and headless browsers name themselves so. */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|lighthouse|pagespeed|headless|phantomjs|monitor|uptime|curl\/|wget\/|python|httpclient|http-client|okhttp|go-http|java\/|axios|node-fetch|undici|autocannon|^$/i;

/** No user agent at all counts as a robot too: every browser sends one. */
export function isRobot(userAgent: string | undefined): boolean {
  return userAgent === undefined || ROBOT.test(userAgent);
}

export const DEVICES = ["desktop", "mobile", "tablet"] as const;
export type Device = (typeof DEVICES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i;

/** Tablets first: an Android tablet's user agent says "Android" without "Mobile". */
export function deviceOf(userAgent: string): Device {
  if (TABLET.test(userAgent)) return "tablet";
  return MOBILE.test(userAgent) ? "mobile" : "desktop";
}

const HOST = /^[a-z0-9.-]{1,253}$/;

/**
 * The host of the Referer header in lower case, without port; '' when there is none, it is not an
 * http(s) URL, or it is the host the page was asked on (a visitor going from page to page).
 */
export function referrerHost(referer: string | undefined, ownHost: string | undefined): string {
  if (!referer) return "";
  const scheme = referer.startsWith("https://") ? 8 : referer.startsWith("http://") ? 7 : 0;
  if (scheme === 0) return "";
  let end = referer.length;
  for (let i = scheme; i < referer.length; i++) {
    const char = referer.charCodeAt(i);
    // '/', ':', '?', '#' end the host; '@' means credentials came first: ignore such a referrer.
    if (char === 0x2f || char === 0x3a || char === 0x3f || char === 0x23) {
      end = i;
      break;
    }
    if (char === 0x40) return "";
  }
  const host = referer.slice(scheme, end).toLowerCase();
  if (!HOST.test(host)) return "";
  const own = ownHost?.toLowerCase();
  if (own && (own === host || own.startsWith(`${host}:`))) return "";
  return host;
}

/** The UTC day of `ms`, YYYY-MM-DD. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first instant of the UTC day after the one `ms` is in. */
export function nextDayStart(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
}

/**
 * The visitor's address: behind trusted proxies the X-Forwarded-For entry the outermost one added
 * (`hops` from the end), else the socket's. The same rule as the app's (server/http/client-ip.ts).
 */
export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  proxy: { trust: boolean; hops: number },
): string {
  if (proxy.trust && forwardedFor) {
    const entries = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - proxy.hops)];
    if (forwarded) return forwarded;
  }
  return socketAddress ?? "";
}
