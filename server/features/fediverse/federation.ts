// The federation library (Fedify, docs/decisions/029) set up once per app: a site's actor and its keys,
// its collections, its posts as Articles, NodeInfo, and the inbox listeners. Every request it answers is
// about one site, whose actor the site host found from the Host header (`FediverseData`).

import { escapeXml } from "@common/escape-html";
import { createFederation, type Federation } from "@fedify/fedify";
import { Article, Endpoints, Image, Note, Person, PropertyValue } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { articleOf } from "./articles";
import { followerCount, followersPage, outboxCount, outboxPage } from "./collections";
import { listenToInbox } from "./inbox";
import { databaseKvStore } from "./kv-store";
import { mediaAddress } from "./media-address";
import { noteOf } from "./notes";
import { plainTextHtml } from "./plain-text";
import { actorOrigin, keyPairsOf, type SiteActor } from "./site-actors";

export type FediverseData = { deps: AppDeps; actor: SiteActor; origin: string };
export type SiteFederation = Federation<FediverseData>;

const federations = new WeakMap<AppDeps, SiteFederation>();

/** The app's one federation, made the first time it is needed. */
export function federationOf(deps: AppDeps): SiteFederation {
  let federation = federations.get(deps);
  if (!federation) {
    federation = buildFederation(deps);
    federations.set(deps, federation);
  }
  return federation;
}

/**
 * The library's context for work of the actor's outside a request (deliveries, answers, profile updates),
 * at the actor's canonical address. A request context (of a request to the actor's home), since only that
 * renders the actor itself.
 */
export async function actorContext(deps: AppDeps, actor: SiteActor) {
  const origin = await actorOrigin(deps.db, deps.env, actor);
  return { origin, context: federationOf(deps).createContext(new Request(`${origin}/`), { deps, actor, origin }) };
}

function buildFederation(deps: AppDeps): SiteFederation {
  const federation = createFederation<FediverseData>({
    kv: databaseKvStore(deps.db),
    allowPrivateAddress: deps.env.fediverse.allowPrivate,
    userAgent: { software: "Webcraft" },
  });
  const mine = (ctx: { data: FediverseData }, identifier: string) => identifier === ctx.data.actor.site_id;

  federation
    .setActorDispatcher("/_fediverse/{identifier}", async (ctx, identifier) => {
      if (!mine(ctx, identifier)) return null;
      const { actor, origin } = ctx.data;
      const keys = await ctx.getActorKeyPairs(identifier);
      const picture = async (mediaId: string | null) => {
        const address = mediaId ? await mediaAddress(deps.db, actor.site_id, mediaId, origin) : null;
        return address ? new Image({ url: address.url, mediaType: address.mime }) : null;
      };
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: actor.handle,
        name: actor.display_name || actor.site_name,
        summary: plainTextHtml(actor.bio) || null,
        url: new URL("/", origin),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: Boolean(actor.approve_follows),
        discoverable: true,
        // The site itself, as Mastodon shows a profile's links (and checks it by the site's rel="me").
        attachments: [
          new PropertyValue({
            name: "Website",
            value: `<a href="${escapeXml(origin)}/" rel="me nofollow noopener" target="_blank">${escapeXml(new URL(origin).host)}</a>`,
          }),
        ],
        icon: await picture(actor.avatar_media_id),
        image: await picture(actor.header_media_id),
        publicKey: keys[0]?.cryptographicKey,
        assertionMethods: keys.map((key) => key.multikey),
      });
    })
    .setKeyPairsDispatcher((ctx, identifier) => (mine(ctx, identifier) ? keyPairsOf(ctx.data.actor) : []))
    .mapHandle((ctx, handle) => (handle === ctx.data.actor.handle ? ctx.data.actor.site_id : null));

  federation
    .setFollowersDispatcher("/_fediverse/{identifier}/followers", (ctx, identifier, cursor) =>
      mine(ctx, identifier) ? followersPage(deps.db, identifier, cursor) : null,
    )
    .setFirstCursor(() => "0")
    .setCounter((ctx, identifier) => (mine(ctx, identifier) ? followerCount(deps.db, identifier) : null));
  federation.setFollowingDispatcher("/_fediverse/{identifier}/following", (ctx, identifier) =>
    mine(ctx, identifier) ? { items: [] } : null,
  );
  federation
    .setOutboxDispatcher("/_fediverse/{identifier}/outbox", (ctx, identifier, cursor) =>
      mine(ctx, identifier) ? outboxPage(deps.db, identifier, cursor) : null,
    )
    .setFirstCursor(() => "0")
    .setCounter((ctx, identifier) => (mine(ctx, identifier) ? outboxCount(deps.db, identifier) : null));

  federation.setObjectDispatcher(Article, "/_fediverse/{identifier}/posts/{postId}", async (ctx, values) => {
    if (!mine(ctx, values.identifier)) return null;
    const posts = await deps.site.parts.posts(deps.db, values.identifier);
    const post = posts.find((candidate) => candidate.id === values.postId);
    if (!post) return null;
    return articleOf(post, {
      articleId: ctx.getObjectUri(Article, values),
      actor: ctx.getActorUri(values.identifier),
      followers: ctx.getFollowersUri(values.identifier),
      origin: ctx.data.origin,
    });
  });
  federation.setObjectDispatcher(Note, "/_fediverse/{identifier}/notes/{noteId}", (ctx, values) =>
    mine(ctx, values.identifier) ? noteOf(ctx, values.identifier, values.noteId) : null,
  );

  federation.setNodeInfoDispatcher("/_fediverse/nodeinfo/2.1", async (ctx) => {
    const posts = await deps.site.parts.posts(deps.db, ctx.data.actor.site_id);
    return {
      software: { name: "webcraft", version: "1.0.0", homepage: new URL(deps.env.appOrigin) },
      protocols: ["activitypub"],
      usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: posts.length, localComments: 0 },
      openRegistrations: false,
    };
  });

  listenToInbox(federation);
  return federation;
}
