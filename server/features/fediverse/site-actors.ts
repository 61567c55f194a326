// A site as an actor: its federation row with the site's name, slug and organization, where it is found
// (its primary custom domain, else its own host), and its key pairs.
import { exportJwk, generateCryptoKeyPair, importJwk } from "@fedify/fedify";
import type { Db } from "../../db/create-db";
import type { Env } from "../../env";
import { createLru } from "../../lru";
import { siteOrigin } from "../../site/address";

export type SiteActor = Awaited<ReturnType<typeof loadSiteActor>> & {};

/** The site and its federation settings, or undefined when it never had any. */
export async function loadSiteActor(db: Db, siteId: string) {
  return db.kysely
    .selectFrom("site_federation")
    .innerJoin("sites", "sites.id", "site_federation.site_id")
    .selectAll("site_federation")
    .select([
      "sites.name as site_name",
      "sites.slug",
      "sites.organization_id",
      "sites.live_deployment_id",
      "sites.access_version",
    ])
    .where("site_federation.site_id", "=", siteId)
    .executeTakeFirst();
}

export const isOn = (actor: { enabled: unknown } | undefined): boolean => Boolean(actor?.enabled);

/**
 * Whether the fediverse may see the actor now: a password-protected site's posts are for those with its
 * password, so while it is protected its actor is not found and nothing of it is sent, though its
 * settings and followers stay for when it is public again.
 */
export const isReachable = (actor: { enabled: unknown; access_version: string | null } | undefined): boolean =>
  isOn(actor) && !actor?.access_version;

/** Where the actor lives: `https://www.example.com`, or the site's own host. */
export function actorOrigin(db: Db, env: Env, actor: { site_id: string; slug: string }): Promise<string> {
  return siteOrigin(db, env, { id: actor.site_id, slug: actor.slug });
}

type StoredPair = { privateKey: JsonWebKey; publicKey: JsonWebKey };

/** A new actor's keys, as stored: RSA for HTTP Signatures (what Mastodon checks), Ed25519 for object proofs. */
export async function newKeyPairs(): Promise<string> {
  const pairs = [await generateCryptoKeyPair("RSASSA-PKCS1-v1_5"), await generateCryptoKeyPair("Ed25519")];
  const stored: StoredPair[] = [];
  for (const pair of pairs) {
    stored.push({ privateKey: await exportJwk(pair.privateKey), publicKey: await exportJwk(pair.publicKey) });
  }
  return JSON.stringify(stored);
}

/**
 * Imported key pairs by their stored text: every delivery signs with them, and importing RSA keys costs
 * more than signing once. A site's new keys are new text, so nothing stale is ever found.
 */
const imported = createLru<string, Promise<CryptoKeyPair[]>>({ maxEntries: 256 });

export function keyPairsOf(actor: { key_pairs: string }): Promise<CryptoKeyPair[]> {
  let pairs = imported.get(actor.key_pairs);
  if (!pairs) {
    pairs = importKeyPairs(actor.key_pairs);
    imported.set(actor.key_pairs, pairs);
    pairs.catch(() => imported.delete(actor.key_pairs));
  }
  return pairs;
}

async function importKeyPairs(text: string): Promise<CryptoKeyPair[]> {
  const stored = JSON.parse(text) as StoredPair[];
  return Promise.all(
    stored.map(async (pair) => ({
      privateKey: await importJwk(pair.privateKey, "private"),
      publicKey: await importJwk(pair.publicKey, "public"),
    })),
  );
}
