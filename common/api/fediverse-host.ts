import { z } from "zod";
import { defineRoute, errorResponses } from "./route";
import { SITE_HOST_SERVERS } from "./site-host";

const onSiteHosts = { servers: SITE_HOST_SERVERS, tags: ["Site hosts"] };
const typed = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.record(z.string(), z.unknown()) } },
});
const activityJson = (description: string) => typed(description, "application/activity+json");
const siteActor = z.object({ actorId: z.string().describe("The site's id") });
/** A collection's page: without it the collection's first answer says how many and where the pages are. */
const page = z.object({ cursor: z.string().optional() });
const gone = { 410: { description: "The site's fediverse presence was turned off" } };
const signedPost = {
  required: true,
  content: { "application/activity+json": { schema: z.record(z.string(), z.unknown()) } },
};
const inboxAnswers = {
  202: { description: "Taken: a Follow, Undo, Like, Announce, Create (a reply), Update or Delete" },
  401: { description: "No HTTP Signature, or one that does not verify against the sender's key: nothing stored" },
  403: { description: "The sender, or its whole server, is blocked by the site: nothing stored" },
  ...errorResponses(400, 404),
  ...gone,
};

/**
 * A site as an ActivityPub actor on its own hosts (docs/product.md#fediverse), answered by the app (the site
 * front hands these paths over) with the federation library (Fedify): how other servers find the site's
 * actor (WebFinger, NodeInfo), the actor and its collections, and the inboxes they post to. Anyone may read
 * (the `visitor` permission); what is posted must carry an HTTP Signature that verifies. A site without
 * federation turned on has none of them.
 */
export const fediverseHostApi = {
  webfinger: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/.well-known/webfinger",
    summary:
      "Finds the site's actor from `acct:{handle}@{host}` (or its URL): a link of type application/activity+json",
    permission: "visitor",
    request: { query: z.object({ resource: z.string() }) },
    responses: {
      200: typed("The JSON Resource Descriptor", "application/jrd+json"),
      ...errorResponses(400, 404),
    },
  }),
  nodeinfoLinks: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/.well-known/nodeinfo",
    summary: "Where the NodeInfo document of the server behind the site is",
    permission: "visitor",
    responses: { 200: typed("The NodeInfo links", "application/json"), ...errorResponses(404) },
  }),
  nodeinfo: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/nodeinfo/2.1",
    summary: "NodeInfo 2.1: the software, the protocols (activitypub) and how many posts the site has",
    permission: "visitor",
    responses: { 200: typed("NodeInfo", "application/json"), ...errorResponses(404) },
  }),
  actor: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}",
    summary:
      "The site's actor (a Service, with inbox, outbox, followers, following and its public keys) to an ActivityPub Accept; the site's home page to a browser",
    permission: "visitor",
    request: { params: siteActor },
    responses: { 200: activityJson("The actor, or the home page as HTML"), ...errorResponses(404), ...gone },
  }),
  inbox: defineRoute({
    ...onSiteHosts,
    method: "post",
    path: "/_fediverse/{actorId}/inbox",
    summary: "The site's inbox: activities from other servers, HTTP-signed",
    permission: "visitor",
    request: { params: siteActor, body: signedPost },
    responses: inboxAnswers,
  }),
  sharedInbox: defineRoute({
    ...onSiteHosts,
    method: "post",
    path: "/_fediverse/inbox",
    summary: "The shared inbox of the site's host: one post for every actor on it",
    permission: "visitor",
    request: { body: signedPost },
    responses: inboxAnswers,
  }),
  outbox: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}/outbox",
    summary: "What the site has published on the fediverse (Create, Update and Delete of its posts), paged",
    permission: "visitor",
    request: { params: siteActor, query: page },
    responses: { 200: activityJson("An OrderedCollection, or one of its pages"), ...errorResponses(404), ...gone },
  }),
  followers: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}/followers",
    summary: "Who follows the site, paged",
    permission: "visitor",
    request: { params: siteActor, query: page },
    responses: { 200: activityJson("An OrderedCollection, or one of its pages"), ...errorResponses(404), ...gone },
  }),
  following: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}/following",
    summary: "Whom the site follows: nobody, a site only publishes",
    permission: "visitor",
    request: { params: siteActor },
    responses: { 200: activityJson("An empty OrderedCollection"), ...errorResponses(404), ...gone },
  }),
  post: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}/posts/{postId}",
    summary: "A published post as an Article (title, summary, link, cover, hashtags); the post's page to a browser",
    permission: "visitor",
    request: { params: siteActor.extend({ postId: z.string() }) },
    responses: { 200: activityJson("The Article"), ...errorResponses(404), ...gone },
  }),
  note: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}/notes/{noteId}",
    summary: "An answer the site wrote to a reply, as a Note",
    permission: "visitor",
    request: { params: siteActor.extend({ noteId: z.string() }) },
    responses: { 200: activityJson("The Note"), ...errorResponses(404), ...gone },
  }),
  activity: defineRoute({
    ...onSiteHosts,
    method: "get",
    path: "/_fediverse/{actorId}/activities/{activityId}",
    summary: "One activity the site sent, as it was sent",
    permission: "visitor",
    request: { params: siteActor.extend({ activityId: z.string() }) },
    responses: { 200: activityJson("The activity"), ...errorResponses(404), ...gone },
  }),
};
