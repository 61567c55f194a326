// The tables of a site's presence on the fediverse: its actor, followers, what came back (replies, likes,
// boosts), blocks, what it sent and to whom, and the federation library's cache.
import type { Generated } from "kysely";
import type { Timestamp } from "./schema";

/** SQLite's 0/1 or PostgreSQL's boolean. */
type Bool = boolean | number;

export type SiteFederationTable = {
  site_id: string;
  enabled: Bool;
  /** The name before the host in `@handle@host`: lower-case letters, digits and `_`. */
  handle: string;
  /** Shown as the actor's name; empty: the site's name. */
  display_name: string;
  bio: string;
  avatar_media_id: string | null;
  header_media_id: string | null;
  /** Follows wait for an admin's approval instead of being accepted at once. */
  approve_follows: Bool;
  /** Published posts show their fediverse replies under them. */
  show_replies: Bool;
  /** JSON: `[{privateKey, publicKey}]` as JWKs, RSA first (HTTP Signatures), then Ed25519 (object proofs). */
  key_pairs: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When federation was last turned off: followers were sent the actor's Delete and it answers 410. */
  disabled_at: Timestamp | null;
};

export type FollowerStatus = "pending" | "accepted";

export type FollowerTable = {
  id: string;
  site_id: string;
  /** The follower's actor URL. */
  actor_id: string;
  /** `@name@server`. */
  handle: string;
  name: string;
  /** The follower's server's host name, which a domain block matches. */
  server: string;
  inbox: string;
  shared_inbox: string | null;
  status: FollowerStatus;
  /** The Follow activity's id, which the Accept or Reject names. */
  follow_id: string;
  /** Since when deliveries to this follower have failed; null while they arrive. */
  unreachable_since: Timestamp | null;
  created_at: Timestamp;
};

export type InteractionKind = "reply" | "like" | "boost";

export type InteractionTable = {
  id: string;
  site_id: string;
  /** The post the interaction is about; null for a reply to something else of the site's. */
  post_id: string | null;
  kind: InteractionKind;
  /** The activity's id (Create, Like, Announce), which an Undo or Delete names. */
  activity_id: string;
  /** A reply's Note id. */
  object_id: string | null;
  in_reply_to: string | null;
  actor_id: string;
  actor_handle: string;
  actor_name: string;
  /** A reply's text, sanitised when it arrived. */
  content_html: string;
  /** The site's own answer, written in the admin. */
  by_site: Generated<Bool>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type BlockTable = {
  id: string;
  site_id: string;
  kind: "actor" | "domain";
  /** An actor URL, or a lower-case host name. */
  value: string;
  created_at: Timestamp;
};

export type ActivityTable = {
  id: string;
  site_id: string;
  /** `Create`, `Update`, `Delete`, `Accept`, `Reject`. */
  type: string;
  post_id: string | null;
  /** The activity as sent (JSON-LD, compacted). */
  json: string;
  /** Listed in the public outbox (what concerns posts), or sent to one actor alone (an Accept). */
  public: Bool;
  published_at: Timestamp;
};

export type DeliveryStatus = "queued" | "delivered" | "retrying" | "failed";

export type DeliveryTable = {
  id: string;
  site_id: string;
  activity_id: string;
  inbox: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AnnouncedPostTable = {
  site_id: string;
  post_id: string;
  /** What the followers last received of the post (its update time), or `deleted`. */
  version: string;
  announced_at: Timestamp;
};

export type KvTable = {
  /** The library's key parts joined by a unit separator. */
  key: string;
  /** JSON. */
  value: string;
  expires_at: Timestamp | null;
};
