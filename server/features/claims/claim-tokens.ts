// Claim link tokens: 32 random bytes, sent once in the link; the database keeps only their SHA-256, so a
// copy of the database cannot be used to claim a site.
import { createHash, randomBytes } from "node:crypto";
import type { Env } from "../../env";

export function newClaimToken(): string {
  return randomBytes(32).toString("base64url");
}

export function claimTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link the client opens: the claim screen of the site, the token in its query. */
export function claimUrl(env: Env, slug: string, token: string): string {
  return `${env.appOrigin}/admin/sites/claim/${encodeURIComponent(slug)}?token=${encodeURIComponent(token)}`;
}
