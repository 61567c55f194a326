// An admin's answer to a follow: approving a request sends the Accept; declining a request or removing a
// follower sends a Reject, and they stop receiving the site's posts.
import type { Follower } from "@common/schemas/fediverse";
import { Accept, Follow, Reject } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import { activityUri, sendActivity } from "./delivery";
import { actorContext } from "./federation";
import { loadSiteActor } from "./site-actors";

const NO_FOLLOWER = "No such follower";

async function followerOf(deps: AppDeps, siteId: string, followerId: string) {
  const row = await deps.db.kysely
    .selectFrom("fediverse_followers")
    .selectAll()
    .where("site_id", "=", siteId)
    .where("id", "=", followerId)
    .executeTakeFirst();
  const actor = await loadSiteActor(deps.db, siteId);
  if (!row || !actor) throw new AppError("NOT_FOUND", NO_FOLLOWER);
  return { row, actor };
}

/** Sends the follower an Accept or a Reject of their Follow. */
async function answer(deps: AppDeps, found: Awaited<ReturnType<typeof followerOf>>, kind: "accept" | "reject") {
  const { row, actor } = found;
  const { origin, context } = await actorContext(deps, actor);
  const me = context.getActorUri(actor.site_id);
  const follow = new Follow({ id: new URL(row.follow_id), actor: new URL(row.actor_id), object: me });
  const values = { id: activityUri(origin, actor.site_id), actor: me, object: follow };
  const activity = kind === "accept" ? new Accept(values) : new Reject(values);
  await sendActivity(deps, actor, activity, [row.inbox], { public: false });
}

export async function approveFollower(deps: AppDeps, siteId: string, followerId: string): Promise<Follower> {
  const found = await followerOf(deps, siteId, followerId);
  if (found.row.status === "pending") {
    await deps.db.kysely
      .updateTable("fediverse_followers")
      .set({ status: "accepted" })
      .where("id", "=", followerId)
      .execute();
    await answer(deps, found, "accept");
  }
  const { row } = found;
  return {
    id: row.id,
    actor_id: row.actor_id,
    handle: row.handle,
    name: row.name,
    server: row.server,
    status: "accepted",
    unreachable_since: row.unreachable_since === null ? null : isoTime(row.unreachable_since),
    created_at: isoTime(row.created_at),
  };
}

export async function removeFollower(deps: AppDeps, siteId: string, followerId: string): Promise<void> {
  const found = await followerOf(deps, siteId, followerId);
  await deps.db.kysely.deleteFrom("fediverse_followers").where("id", "=", followerId).execute();
  await answer(deps, found, "reject");
}
