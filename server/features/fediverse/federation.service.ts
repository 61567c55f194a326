// A site's presence on the fediverse as its admins set it. The first save makes the actor's keys. Turning
// it off sends every follower the actor's Delete and forgets them (the actor answers 410 from then on);
// a changed profile while on sends them an Update, so their servers show the new name, bio and pictures.
import type { Federation, FederationInput } from "@common/schemas/fediverse";
import { Delete, Update } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import type { Actor } from "../../auth/session";
import { requireSiteAccess } from "../../auth/site-access";
import { dbBool, nowIso } from "../../db/values";
import { AppError } from "../../errors";
import { activityUri, followerInboxes, sendActivity } from "./delivery";
import { actorContext } from "./federation";
import { isSitePicture } from "./media-address";
import { syncPosts } from "./post-sync";
import { actorOrigin, isOn, loadSiteActor, newKeyPairs, type SiteActor } from "./site-actors";

export type FediverseCtx = { deps: AppDeps; actor: Actor };

/** A handle suggested from the site's slug: `sunny-bakery` → `sunny_bakery`. */
const suggestedHandle = (slug: string) => slug.replace(/[^a-z0-9_]/g, "_").slice(0, 30) || "site";

async function counts(deps: AppDeps, siteId: string) {
  const rows = await deps.db.kysely
    .selectFrom("fediverse_followers")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("site_id", "=", siteId)
    .groupBy("status")
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { followers: of("accepted"), pending_follows: of("pending") };
}

async function present(deps: AppDeps, site: { id: string; slug: string; name: string }, actor: SiteActor | undefined) {
  const origin = await actorOrigin(deps.db, deps.env, { site_id: site.id, slug: site.slug });
  const handle = actor?.handle ?? suggestedHandle(site.slug);
  return {
    enabled: isOn(actor),
    handle,
    display_name: actor?.display_name ?? "",
    bio: actor?.bio ?? "",
    avatar_media_id: actor?.avatar_media_id ?? null,
    header_media_id: actor?.header_media_id ?? null,
    approve_follows: Boolean(actor?.approve_follows),
    show_replies: Boolean(actor?.show_replies),
    address: `@${handle}@${new URL(origin).host}`,
    actor_url: `${origin}/_fediverse/${site.id}`,
    ...(await counts(deps, site.id)),
    is_new: actor === undefined,
  } satisfies Federation;
}

export async function getFederation({ deps, actor }: FediverseCtx, siteId: string): Promise<Federation> {
  const site = await requireSiteAccess(deps.db, actor, siteId);
  return present(deps, site, await loadSiteActor(deps.db, site.id));
}

export const FEDERATION_MESSAGES = {
  notAPicture: "Choose a picture from this site's media library",
  protectedSite: "This site is password-protected. Make it public before it can be followed on the fediverse.",
};

export async function updateFederation(ctx: FediverseCtx, siteId: string, input: FederationInput): Promise<Federation> {
  const { deps } = ctx;
  const site = await requireSiteAccess(deps.db, ctx.actor, siteId);
  for (const mediaId of [input.avatar_media_id, input.header_media_id]) {
    if (mediaId && !(await isSitePicture(deps.db, site.id, mediaId))) {
      throw new AppError("VALIDATION_FAILED", FEDERATION_MESSAGES.notAPicture);
    }
  }
  const before = await loadSiteActor(deps.db, site.id);
  if (input.enabled && !isOn(before) && site.access_version) {
    throw new AppError("CONFLICT", FEDERATION_MESSAGES.protectedSite);
  }
  const bool = (value: boolean) => dbBool(deps.db.dialect, value);
  const now = nowIso();
  const fields = {
    enabled: bool(input.enabled),
    handle: input.handle,
    display_name: input.display_name ?? before?.display_name ?? "",
    bio: input.bio ?? before?.bio ?? "",
    avatar_media_id: input.avatar_media_id === undefined ? (before?.avatar_media_id ?? null) : input.avatar_media_id,
    header_media_id: input.header_media_id === undefined ? (before?.header_media_id ?? null) : input.header_media_id,
    approve_follows: bool(input.approve_follows ?? Boolean(before?.approve_follows)),
    show_replies: bool(input.show_replies ?? Boolean(before?.show_replies)),
    updated_at: now,
  };
  if (before && isOn(before) && !input.enabled) await leaveFediverse(deps, before);
  // A first save makes the actor's keys, before the transaction: key generation takes a while.
  const fresh = before ? null : { site_id: site.id, ...fields, key_pairs: await newKeyPairs(), created_at: now };
  // Replies shown under posts come or go with the setting (or with the actor): the post pages are built
  // again, told in the same transaction as the setting, so neither is kept without the other.
  const showing = (actor: SiteActor | undefined) => isOn(actor) && Boolean(actor?.show_replies);
  const showsAfter = input.enabled && (input.show_replies ?? Boolean(before?.show_replies));
  await deps.db.kysely.transaction().execute(async (trx) => {
    if (fresh) {
      await trx
        .insertInto("site_federation")
        .values({ ...fresh, disabled_at: null })
        .execute();
    } else {
      await trx
        .updateTable("site_federation")
        .set({ ...fields, ...(input.enabled ? { disabled_at: null } : isOn(before) && { disabled_at: now }) })
        .where("site_id", "=", site.id)
        .execute();
    }
    if (showing(before) !== showsAfter) await deps.site.contentChanged(site.id, trx);
  });
  const after = await loadSiteActor(deps.db, site.id);
  if (after && isOn(after)) {
    if (before && isOn(before)) await announceProfile(deps, after);
    else await syncPosts(deps, site.id);
  }
  return present(deps, site, after);
}

/** Tells every follower the actor is gone, then forgets them. */
async function leaveFediverse(deps: AppDeps, actor: SiteActor) {
  const { origin, context } = await actorContext(deps, actor);
  const actorId = context.getActorUri(actor.site_id);
  const deletion = new Delete({ id: activityUri(origin, actor.site_id), actor: actorId, object: actorId });
  await sendActivity(deps, actor, deletion, await followerInboxes(deps, actor.site_id), { public: false });
  await deps.db.kysely.deleteFrom("fediverse_followers").where("site_id", "=", actor.site_id).execute();
  await deps.db.kysely.deleteFrom("fediverse_posts").where("site_id", "=", actor.site_id).execute();
}

/** Sends the actor as it is now to its followers. */
async function announceProfile(deps: AppDeps, actor: SiteActor) {
  const { origin, context } = await actorContext(deps, actor);
  const person = await context.getActor(actor.site_id);
  if (!person) return;
  const update = new Update({ id: activityUri(origin, actor.site_id), actor: person.id, object: person });
  await sendActivity(deps, actor, update, await followerInboxes(deps, actor.site_id), { public: false });
}
