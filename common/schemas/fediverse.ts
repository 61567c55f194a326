import { z } from "zod";

/** What the handle of `@handle@host` may be: what Mastodon accepts for a user name. */
export const FEDIVERSE_HANDLE = /^[a-z0-9_]{1,30}$/;
export const HANDLE_MESSAGE = "A handle is 1 to 30 lower-case letters, digits or underscores";
export const BIO_MAX_LENGTH = 500;
export const REPLY_MAX_LENGTH = 5000;

/** A site's presence on the fediverse as its admins set it. */
export const federationInputSchema = z.object({
  enabled: z.boolean(),
  handle: z.string().trim().toLowerCase().regex(FEDIVERSE_HANDLE, HANDLE_MESSAGE),
  display_name: z.string().trim().max(100).optional(),
  bio: z.string().max(BIO_MAX_LENGTH, `A bio is at most ${BIO_MAX_LENGTH} characters`).optional(),
  avatar_media_id: z.string().nullable().optional(),
  header_media_id: z.string().nullable().optional(),
  approve_follows: z.boolean().optional(),
  show_replies: z.boolean().optional(),
});
export type FederationInput = z.infer<typeof federationInputSchema>;

export const federationSchema = z.object({
  enabled: z.boolean(),
  handle: z.string(),
  display_name: z.string(),
  bio: z.string(),
  avatar_media_id: z.string().nullable(),
  header_media_id: z.string().nullable(),
  approve_follows: z.boolean(),
  show_replies: z.boolean(),
  /** `@handle@host`, what people type to follow the site; on the primary custom domain when it has one. */
  address: z.string(),
  /** The actor's URL: ActivityPub clients get the actor there, browsers the site. */
  actor_url: z.string(),
  followers: z.number().int(),
  pending_follows: z.number().int(),
  /** Never set up yet: the handle is a suggestion from the site's slug. */
  is_new: z.boolean(),
});
export type Federation = z.infer<typeof federationSchema>;

export const followerSchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  handle: z.string(),
  name: z.string(),
  server: z.string(),
  status: z.enum(["pending", "accepted"]),
  /** Since when the follower's server has not taken deliveries; null while it does. */
  unreachable_since: z.string().nullable(),
  created_at: z.string(),
});
export type Follower = z.infer<typeof followerSchema>;

export const followerListQuerySchema = z.object({
  status: z.enum(["pending", "accepted"]).optional(),
  cursor: z.string().max(200).optional(),
});

export const interactionSchema = z.object({
  id: z.string(),
  kind: z.enum(["reply", "like", "boost"]),
  post_id: z.string().nullable(),
  post_title: z.string().nullable(),
  actor_id: z.string(),
  actor_handle: z.string(),
  actor_name: z.string(),
  /** A reply's text as sanitised HTML; empty for likes and boosts. */
  content_html: z.string(),
  /** The address of what it answers (a post's Article, or a reply's Note). */
  in_reply_to: z.string().nullable(),
  /** A reply's own address (its Note), which an answer's `in_reply_to` names. */
  object_id: z.string().nullable(),
  by_site: z.boolean(),
  created_at: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;

export const interactionListQuerySchema = z.object({
  post_id: z.string().optional(),
  kind: z.enum(["reply", "like", "boost"]).optional(),
  cursor: z.string().max(200).optional(),
});

export const replyInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Write a reply first")
    .max(REPLY_MAX_LENGTH, `A reply is at most ${REPLY_MAX_LENGTH} characters`),
});

export const blockInputSchema = z.object({
  kind: z.enum(["actor", "domain"]),
  /** An actor's URL or `@name@server` for an actor; a host name for a domain. */
  value: z.string().trim().min(1).max(500),
});

export const blockSchema = z.object({
  id: z.string(),
  kind: z.enum(["actor", "domain"]),
  value: z.string(),
  created_at: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  activity_type: z.string(),
  post_id: z.string().nullable(),
  inbox: z.string(),
  status: z.enum(["queued", "delivered", "retrying", "failed"]),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListQuerySchema = z.object({
  status: z.enum(["queued", "delivered", "retrying", "failed"]).optional(),
  cursor: z.string().max(200).optional(),
});

/** Pages of the admin's lists, newest first: pass `next_cursor` as `cursor` for the next; null on the last. */
const nextCursor = z.string().nullable();
export const followerPageSchema = z.object({ followers: z.array(followerSchema), next_cursor: nextCursor });
export const interactionPageSchema = z.object({ interactions: z.array(interactionSchema), next_cursor: nextCursor });
export const deliveryPageSchema = z.object({ deliveries: z.array(deliverySchema), next_cursor: nextCursor });
