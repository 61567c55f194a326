// Signed addresses of site pictures (docs/decisions/021): a site's published home page on the preview origin,
// for the site cards. The address names the deployment, so what it shows never changes and may be cached; it
// holds for the rest of the hour and the next one, so a list fetched twice in an hour gives the same address.
import { createHmac, timingSafeEqual } from "node:crypto";
import { purposeKey } from "../auth/purpose-key";

export const SITE_PICTURE_PREFIX = "/site-picture/";
const HOUR_SECONDS = 3600;

/** What a picture address grants: the files of one deployment of one site until `expiresAt` (unix seconds). */
export type PictureClaims = { siteId: string; deploymentId: string; expiresAt: number };

function signature(secret: string, claims: PictureClaims): string {
  const payload = [claims.siteId, claims.deploymentId, claims.expiresAt].join("\n");
  return createHmac("sha256", purposeKey(secret, "webcraft/site-picture/v1")).update(payload).digest("base64url");
}

/** The path every file of the picture lives under: `/site-picture/{siteId}/{deploymentId}.{exp}.{sig}/`. */
export function sitePicturePath(secret: string, siteId: string, deploymentId: string, nowMs = Date.now()): string {
  const expiresAt = (Math.floor(nowMs / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
  const sig = signature(secret, { siteId, deploymentId, expiresAt });
  return `${SITE_PICTURE_PREFIX}${siteId}/${deploymentId}.${expiresAt}.${sig}/`;
}

/** The claims of a genuine, unexpired picture path, with the prefix they sign and the file asked for after it. */
export function verifySitePicturePath(
  pathname: string,
  secret: string,
  nowMs = Date.now(),
): { claims: PictureClaims; prefix: string; file: string } | null {
  if (!pathname.startsWith(SITE_PICTURE_PREFIX)) return null;
  const [siteId = "", token = "", ...rest] = pathname.slice(SITE_PICTURE_PREFIX.length).split("/");
  const [deploymentId = "", exp = "", sig = ""] = token.split(".");
  const expiresAt = Number(exp);
  if (!siteId || !deploymentId || !sig || !Number.isSafeInteger(expiresAt) || rest.length === 0) return null;
  if (expiresAt * 1000 <= nowMs) return null;
  const claims = { siteId, deploymentId, expiresAt };
  const given = Buffer.from(sig);
  const expected = Buffer.from(signature(secret, claims));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { claims, prefix: `${SITE_PICTURE_PREFIX}${siteId}/${token}/`, file: rest.join("/") };
}
