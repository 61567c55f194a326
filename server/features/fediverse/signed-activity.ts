// What goes over the wire to a follower's inbox. The activity is signed once, when its first delivery
// runs in this process: an object proof (Ed25519) and a Linked Data signature (RSA), which together took
// most of a delivery's time when the library made them again for each inbox. Each delivery then only
// signs its request (HTTP Signatures, the cavage draft every server checks) and posts it the way
// webhooks are posted: to public addresses only, no redirects, a deadline.
import { signJsonLd, signObject, signRequest } from "@fedify/fedify";
import { Activity, PUBLIC_COLLECTION } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { createLru } from "../../lru";
import { postWebhook } from "../../webhooks/post-webhook";
import { PUBLIC_ONLY } from "../../webhooks/webhook-url";
import { actorContext } from "./federation";
import type { SiteActor } from "./site-actors";

type Signer = { keyId: URL; privateKey: CryptoKey };
type Signed = { body: string; rsa: Signer };

/** Signed bodies by their activity's id: one post goes to every follower's inbox, and it never changes. */
const signedBodies = createLru<string, Promise<Signed>>({ maxEntries: 64 });

/** A refusal from the receiving server, with its status (a 4xx other than 408 and 429 is not tried again). */
export class DeliveryRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`the server answered ${statusCode}`);
  }
}

const ADDRESSING = ["to", "cc", "bto", "bcc", "audience"] as const;

/** "as:Public", as the library writes the public audience, spelled out: some servers know only the URL. */
function spellOutPublic(json: Record<string, unknown>): void {
  for (const field of ADDRESSING) {
    const value = json[field];
    if (value === "as:Public") json[field] = PUBLIC_COLLECTION.href;
    else if (Array.isArray(value)) json[field] = value.map((v) => (v === "as:Public" ? PUBLIC_COLLECTION.href : v));
  }
  const object = json.object;
  if (object && typeof object === "object" && !Array.isArray(object)) spellOutPublic(object as Record<string, unknown>);
}

async function sign(deps: AppDeps, actor: SiteActor, json: string): Promise<Signed> {
  const { context } = await actorContext(deps, actor);
  const { contextLoader } = context;
  const keys = await context.getActorKeyPairs(actor.site_id);
  const rsa = keys.find((key) => key.privateKey.algorithm.name === "RSASSA-PKCS1-v1_5");
  const ed25519 = keys.find((key) => key.privateKey.algorithm.name === "Ed25519");
  if (!rsa) throw new Error("the site's actor has no RSA key to sign with");
  let activity = await Activity.fromJsonLd(JSON.parse(json), context);
  // A proof names the key as the actor publishes it for proofs: its multikey.
  if (ed25519)
    activity = await signObject(activity, ed25519.privateKey, ed25519.multikey.id ?? ed25519.keyId, { contextLoader });
  const compact = (await activity.toJsonLd({ format: "compact", contextLoader })) as Record<string, unknown>;
  spellOutPublic(compact);
  const signed = await signJsonLd(compact, rsa.privateKey, rsa.keyId, { contextLoader });
  return { body: JSON.stringify(signed), rsa };
}

/**
 * Posts the activity (its stored JSON, by its row's id) to `inbox`, signed; throws `DeliveryRefused` when
 * the server answers other than 2xx, or an error saying why nothing was answered.
 */
export async function postSigned(
  deps: AppDeps,
  actor: SiteActor,
  activity: { id: string; json: string },
  inbox: string,
): Promise<void> {
  let signing = signedBodies.get(activity.id);
  if (!signing) {
    signing = sign(deps, actor, activity.json);
    signedBodies.set(activity.id, signing);
    signing.catch(() => signedBodies.delete(activity.id));
  }
  const { body, rsa } = await signing;
  const unsigned = new Request(inbox, {
    method: "POST",
    headers: { "Content-Type": "application/activity+json" },
    body,
  });
  const request = await signRequest(unsigned, rsa.privateKey, rsa.keyId, { spec: "draft-cavage-http-signatures-12" });
  const outcome = await postWebhook(inbox, Object.fromEntries(request.headers), body, {
    allowPrivate: deps.env.fediverse.allowPrivate,
  });
  if ("error" in outcome) {
    throw new Error(outcome.error === PUBLIC_ONLY ? "The inbox is not on a public address." : outcome.error);
  }
  if (outcome.status < 200 || outcome.status >= 300) throw new DeliveryRefused(outcome.status);
}
