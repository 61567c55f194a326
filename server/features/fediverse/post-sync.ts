// The site's posts as its followers know them. After every change to the published site, what is
// published is compared with what the followers were last sent: a new post goes out as a Create, a changed
// one as an Update, one unpublished or deleted as a Delete. Each post is claimed in the database before it
// is sent, so two syncs at once never send it twice.
import { Article, Create, Delete, PUBLIC_COLLECTION, Update } from "@fedify/vocab";
import type { AppDeps } from "../../app-deps";
import type { PublishedPost } from "../../builder/content-module";
import { nowIso } from "../../db/values";
import { articleOf, tombstoneOf } from "./articles";
import { activityUri, followerInboxes, sendActivity } from "./delivery";
import { actorContext } from "./federation";
import { isReachable, loadSiteActor, type SiteActor } from "./site-actors";

export const POST_SYNC_QUEUE = "fediverse-posts";
const DELETED = "deleted";

/** Claims the post's announcement of `version` over `was` (undefined: never announced); false if another sync did. */
async function claim(deps: AppDeps, siteId: string, postId: string, was: string | undefined, version: string) {
  const db = deps.db.kysely;
  if (was === undefined) {
    const inserted = await db
      .insertInto("fediverse_posts")
      .values({ site_id: siteId, post_id: postId, version, announced_at: nowIso() })
      .onConflict((conflict) => conflict.columns(["site_id", "post_id"]).doNothing())
      .returning("post_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const updated = await db
    .updateTable("fediverse_posts")
    .set({ version, announced_at: nowIso() })
    .where("site_id", "=", siteId)
    .where("post_id", "=", postId)
    .where("version", "=", was)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

async function announce(
  deps: AppDeps,
  actor: SiteActor,
  kind: "create" | "update" | "delete",
  post: PublishedPost | { id: string },
) {
  const { origin, context } = await actorContext(deps, actor);
  const siteId = actor.site_id;
  const articleId = context.getObjectUri(Article, { identifier: siteId, postId: post.id });
  const at = { articleId, actor: context.getActorUri(siteId), followers: context.getFollowersUri(siteId), origin };
  const base = { id: activityUri(origin, siteId), actor: at.actor, to: PUBLIC_COLLECTION, cc: at.followers };
  const activity =
    kind === "delete"
      ? new Delete({ ...base, object: tombstoneOf(articleId) })
      : kind === "create"
        ? new Create({ ...base, object: articleOf(post as PublishedPost, at) })
        : new Update({ ...base, object: articleOf(post as PublishedPost, at) });
  await sendActivity(deps, actor, activity, await followerInboxes(deps, siteId), { public: true, postId: post.id });
}

export async function syncPosts(deps: AppDeps, siteId: string): Promise<void> {
  const actor = await loadSiteActor(deps.db, siteId);
  if (!actor || !isReachable(actor)) return;
  const posts = await deps.site.parts.posts(deps.db, siteId);
  const announced = new Map(
    (
      await deps.db.kysely
        .selectFrom("fediverse_posts")
        .select(["post_id", "version"])
        .where("site_id", "=", siteId)
        .execute()
    ).map((row) => [row.post_id, row.version]),
  );
  // Oldest first, so that followers' timelines get them in the order they were written.
  for (const post of [...posts].reverse()) {
    const was = announced.get(post.id);
    if (was === post.updated_at) continue;
    if (!(await claim(deps, siteId, post.id, was, post.updated_at))) continue;
    await announce(deps, actor, was === undefined || was === DELETED ? "create" : "update", post);
  }
  const live = new Set(posts.map((post) => post.id));
  for (const [postId, was] of announced) {
    if (live.has(postId) || was === DELETED) continue;
    if (await claim(deps, siteId, postId, was, DELETED)) await announce(deps, actor, "delete", { id: postId });
  }
}

/**
 * Every change to a published site is a chance its posts changed: the sync runs after it, on the job runner,
 * sent by the process where the change was made.
 */
export async function registerPostSync(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ siteId: string }>(POST_SYNC_QUEUE, (job) => syncPosts(deps, job.siteId), {
    retryLimit: 3,
    retryBackoff: true,
    retryDelaySeconds: 10,
  });
  deps.site.changes.hearHere(async (siteId) => {
    const federated = await deps.db.kysely
      .selectFrom("site_federation")
      .select("site_id")
      .where("site_id", "=", siteId)
      .executeTakeFirst();
    if (federated) await deps.jobs.send(POST_SYNC_QUEUE, { siteId });
  });
}
