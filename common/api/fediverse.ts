import { z } from "zod";
import {
  blockInputSchema,
  blockSchema,
  deliveryListQuerySchema,
  deliveryPageSchema,
  federationInputSchema,
  federationSchema,
  followerListQuerySchema,
  followerPageSchema,
  followerSchema,
  interactionListQuerySchema,
  interactionPageSchema,
  interactionSchema,
  replyInputSchema,
} from "../schemas/fediverse";
import { defineRoute, errorResponses, jsonBody, jsonContent, memberErrors, siteParams } from "./route";

const followerParams = siteParams.extend({ followerId: z.string() });
const interactionParams = siteParams.extend({ interactionId: z.string() });
const blockParams = siteParams.extend({ blockId: z.string() });

/**
 * A site's blog on the fediverse (docs/product.md#fediverse): the site as an ActivityPub actor that
 * Mastodon and others follow, its followers and follow requests, what comes back (replies, likes,
 * boosts), blocks, and the log of what was delivered where.
 */
export const fediverseApi = {
  get: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/federation",
    summary: "The site's fediverse settings, its address (`@handle@host`) and how many follow it",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(federationSchema, "The settings"), ...memberErrors },
  }),
  update: defineRoute({
    method: "put",
    path: "/api/sites/{siteId}/federation",
    summary:
      "Turn the site's actor on or off and set its handle and profile; off sends its followers a Delete and its actor answers 410",
    permission: "site:update",
    request: { params: siteParams, body: jsonBody(federationInputSchema) },
    responses: { 200: jsonContent(federationSchema, "Saved"), ...memberErrors, ...errorResponses(409) },
  }),
  followers: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/federation/followers",
    summary: "Who follows the site, newest first, with follow requests waiting for approval (`?status=pending`)",
    permission: "site:read",
    request: { params: siteParams, query: followerListQuerySchema },
    responses: { 200: jsonContent(followerPageSchema, "A page of followers"), ...memberErrors },
  }),
  approveFollower: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/federation/followers/{followerId}/approve",
    summary: "Accept a follow request: the follower is sent an Accept and receives the site's posts",
    permission: "site:update",
    request: { params: followerParams },
    responses: { 200: jsonContent(followerSchema, "Following"), ...memberErrors },
  }),
  removeFollower: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/federation/followers/{followerId}",
    summary: "Decline a follow request or remove a follower: they are sent a Reject",
    permission: "site:update",
    request: { params: followerParams },
    responses: { 204: { description: "Removed" }, ...memberErrors },
  }),
  interactions: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/federation/interactions",
    summary: "Replies, likes and boosts of the site's posts, newest first, with the site's own answers",
    permission: "site:read",
    request: { params: siteParams, query: interactionListQuerySchema },
    responses: { 200: jsonContent(interactionPageSchema, "A page of interactions"), ...memberErrors },
  }),
  reply: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/federation/interactions/{interactionId}/reply",
    summary: "Answer a reply as the site: a public Note to the person, delivered to the site's followers too",
    permission: "post:write",
    request: { params: interactionParams, body: jsonBody(replyInputSchema) },
    responses: { 201: jsonContent(interactionSchema, "Sent"), ...memberErrors, ...errorResponses(409) },
  }),
  blocks: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/federation/blocks",
    summary: "Actors and servers whose activities the site refuses",
    permission: "site:read",
    request: { params: siteParams },
    responses: { 200: jsonContent(z.object({ blocks: z.array(blockSchema) }), "Blocks"), ...memberErrors },
  }),
  block: defineRoute({
    method: "post",
    path: "/api/sites/{siteId}/federation/blocks",
    summary: "Block an actor or a whole server: its follows end and what it sends is refused",
    permission: "site:update",
    request: { params: siteParams, body: jsonBody(blockInputSchema) },
    responses: { 201: jsonContent(blockSchema, "Blocked"), ...memberErrors, ...errorResponses(409) },
  }),
  unblock: defineRoute({
    method: "delete",
    path: "/api/sites/{siteId}/federation/blocks/{blockId}",
    summary: "Lift a block",
    permission: "site:update",
    request: { params: blockParams },
    responses: { 204: { description: "Lifted" }, ...memberErrors },
  }),
  deliveries: defineRoute({
    method: "get",
    path: "/api/sites/{siteId}/federation/deliveries",
    summary: "What the site sent to which inbox, newest first: delivered, retrying with the last error, or failed",
    permission: "site:read",
    request: { params: siteParams, query: deliveryListQuerySchema },
    responses: { 200: jsonContent(deliveryPageSchema, "A page of deliveries"), ...memberErrors },
  }),
};
