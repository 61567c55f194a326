// Password-protected sites (docs/product.md#site-settings): every path answers a small password page
// until the visitor has typed the password; then a signed cookie, on that host alone, lets them in.
// The check runs in the site front and in the app alike, from memory: the cookie carries its own expiry
// and a signature over the site, its current access version and that expiry.

import { createHmac, timingSafeEqual } from "node:crypto";
import { siteHostApi } from "@common/api/site-host";
import { escapeHtml } from "@common/escape-html";
import type { LiveSite } from "./live-site";
import type { SiteBrand } from "./site-brand";
import type { SiteResponse } from "./site-response";

/** The cookie's name; it is host-only (no Domain), so each site host and custom domain has its own. */
export const ACCESS_COOKIE = "webcraft_site_access";
/** Where the password page's form posts to, on the site's own host. */
export const UNLOCK_PATH = siteHostApi.unlock.path;
/** How long a browser stays let in. */
export const ACCESS_DAYS = 30;

/** The key access cookies are signed with, derived from the server's secret. */
export function siteAccessKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("webcraft site access cookies").digest();
}

function signature(key: Buffer, siteId: string, version: string, expires: number): Buffer {
  return createHmac("sha256", key).update(`${siteId}\n${version}\n${expires}`).digest();
}

/** The Set-Cookie value that lets a browser into the site for ACCESS_DAYS. */
export function accessCookie(key: Buffer, site: { siteId: string; accessVersion: string }, secure: boolean): string {
  const maxAge = ACCESS_DAYS * 86_400;
  const expires = Math.floor(Date.now() / 1000) + maxAge;
  const mac = signature(key, site.siteId, site.accessVersion, expires).toString("base64url");
  return `${ACCESS_COOKIE}=${expires}.${mac}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether a request with this Cookie header may see the site: always for a public site. */
export function mayEnter(
  key: Buffer,
  site: Pick<LiveSite, "siteId" | "accessVersion">,
  cookieHeader: string | undefined,
): boolean {
  if (site.accessVersion === null) return true;
  if (!cookieHeader) return false;
  const now = Date.now() / 1000;
  for (const part of cookieHeader.split(";")) {
    const equals = part.indexOf("=");
    if (equals < 0 || part.slice(0, equals).trim() !== ACCESS_COOKIE) continue;
    const [expiresText = "", mac = ""] = part
      .slice(equals + 1)
      .trim()
      .split(".");
    const expires = Number(expiresText);
    if (!Number.isInteger(expires) || expires < now) continue;
    const given = Buffer.from(mac, "base64url");
    const expected = signature(key, site.siteId, site.accessVersion, expires);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}

/** `next` when it is a path on the same host; else the home page. */
export function safeNext(next: unknown): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return /[\r\n]/.test(next) ? "/" : next;
}

const PAGE_CSS =
  "body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a;background:#f8fafc;border-top:.375rem solid var(--brand)}" +
  "main{width:100%;max-width:22rem;padding:1.5rem;box-sizing:border-box}h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#475569;margin:0 0 1rem}" +
  ".site{display:flex;align-items:center;gap:.75rem;margin:0 0 1.5rem;font-size:1.05rem;font-weight:700;color:inherit}.site img{max-height:3rem;max-width:10rem;object-fit:contain}" +
  "label{display:block;font-weight:600;margin-bottom:.35rem}input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem .7rem;border:1px solid #64748b;border-radius:.4rem}" +
  "button{margin-top:.75rem;width:100%;font:inherit;font-weight:600;padding:.65rem;border:0;border-radius:.4rem;background:var(--brand);color:#fff;cursor:pointer}" +
  ".error{color:#b91c1c;font-weight:600}@media(prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}p{color:#cbd5e1}" +
  "input{background:#1e293b;color:#f1f5f9;border-color:#94a3b8}button{box-shadow:0 0 0 1px #94a3b8}.error{color:#fca5a5}}";

/** The button's colour when the site has none white text reads on: the page's own near-black. */
const PLAIN_COLOUR = "#0f172a";

/**
 * The page a protected site answers with: 401 (429 when the visitor has tried too often), never cached,
 * never indexed. `next` is where the form returns to once the password is right. With the site's brand it
 * carries its name (in the title and above the form), its logo and its main colour, so a visitor knows
 * whose site asks; the media library's addresses have none and show the plain page.
 */
export function passwordPage(options: {
  next: string;
  error?: string;
  status?: 401 | 429;
  head?: boolean;
  brand?: SiteBrand | null;
}): SiteResponse {
  const { brand } = options;
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : "";
  const name = brand ? escapeHtml(brand.name) : "";
  // The logo is the name's picture, so it says nothing more to a screen reader than the name beside it.
  const logo = brand?.logo ? `<img src="${escapeHtml(brand.logo)}" alt="">` : "";
  const site = brand ? `<p class="site">${logo}<span>${name}</span></p>` : "";
  const title = brand ? `Password required · ${name}` : "Password required";
  const intro = brand
    ? `${name} is private for now. Enter its password to continue.`
    : "This site is private. Enter its password to continue.";
  const style = `:root{--brand:${brand?.colour ?? PLAIN_COLOUR}}${PAGE_CSS}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head>
<body><main>${site}<h1>Password required</h1><p>${intro}</p>${error}
<form method="post" action="${UNLOCK_PATH}"><input type="hidden" name="next" value="${escapeHtml(options.next)}"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required autofocus><button type="submit">Enter site</button></form></main></body></html>`;
  const body = Buffer.from(html);
  return {
    status: options.status ?? 401,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(body.length),
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      "x-content-type-options": "nosniff",
      "www-authenticate": 'Password realm="site"',
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    },
    body: options.head ? null : body,
    once: true,
  };
}
