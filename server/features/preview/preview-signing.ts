import { createHmac, timingSafeEqual } from "node:crypto";
import { purposeKey } from "../../auth/purpose-key";

/** How long a signed preview URL works: long enough to load the frame, short enough to be useless if leaked. */
export const PREVIEW_URL_TTL_MS = 5 * 60 * 1000;
export const PREVIEW_PATH_PREFIX = "/p/";

/** What a preview URL grants: one page of one site until `expiresAt` (unix seconds). */
export type PreviewClaims = {
  /** Random per URL (base64url); the snapshot of unsaved buffers, when there is one, has this id. */
  id: string;
  siteId: string;
  pagePath: string;
  expiresAt: number;
  hasSnapshot: boolean;
};

function signature(secret: string, claims: PreviewClaims): string {
  const payload = [claims.id, claims.siteId, claims.pagePath, claims.expiresAt, claims.hasSnapshot ? 1 : 0].join("\n");
  return createHmac("sha256", purposeKey(secret, "webcraft/preview-url/v1")).update(payload).digest("base64url");
}

/** `{PREVIEW_ORIGIN}/p/{id}?site=…&page=…&exp=…&snap=…&sig=…` */
export function signedPreviewUrl(previewOrigin: string, secret: string, claims: PreviewClaims): string {
  const query = new URLSearchParams({
    site: claims.siteId,
    page: claims.pagePath,
    exp: String(claims.expiresAt),
    snap: claims.hasSnapshot ? "1" : "0",
    sig: signature(secret, claims),
  });
  return `${previewOrigin}${PREVIEW_PATH_PREFIX}${claims.id}?${query}`;
}

/** The claims of a genuine, unexpired preview URL; null for anything else. */
export function verifyPreviewUrl(url: URL, secret: string, nowMs = Date.now()): PreviewClaims | null {
  if (!url.pathname.startsWith(PREVIEW_PATH_PREFIX)) return null;
  const params = url.searchParams;
  const expiresAt = Number(params.get("exp"));
  const claims: PreviewClaims = {
    id: url.pathname.slice(PREVIEW_PATH_PREFIX.length),
    siteId: params.get("site") ?? "",
    pagePath: params.get("page") ?? "",
    expiresAt,
    hasSnapshot: params.get("snap") === "1",
  };
  if (!claims.id || !claims.siteId || !claims.pagePath || !Number.isSafeInteger(expiresAt)) return null;
  if (expiresAt * 1000 <= nowMs) return null;
  const given = Buffer.from(params.get("sig") ?? "");
  const expected = Buffer.from(signature(secret, claims));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return claims;
}
