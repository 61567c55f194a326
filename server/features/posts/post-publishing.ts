// A post going on and off the site: published now, scheduled for a time (a job at that time publishes
// every post that is due, and a sweep at each start catches any whose job was lost), back to draft, and
// the list's bulk actions. Status changes leave the version alone: an editor open on the post keeps saving.
import { postMessages } from "@common/post-messages";
import type { Post } from "@common/schemas/posts";
import type { Kysely } from "kysely";
import { requireSiteAccess } from "../../auth/site-access";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { contentChanged, type PostContext, type PostDeps, requirePost } from "./post-context";
import { getPost } from "./posts.service";

/** Publishes every scheduled post whose time has come; its payload's `at` is the time it was sent for. */
export const POSTS_DUE_QUEUE = "posts-due";
type PostsDueJob = { at?: string };

/** Seconds from `now` until `at`, at least 1. */
function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}

export async function publishPost(
  ctx: PostContext,
  siteId: string,
  postId: string,
  input: { at?: string },
): Promise<Post> {
  const { site, row } = await requirePost(ctx, siteId, postId);
  const now = ctx.clock.now();
  const at = input.at ? new Date(input.at) : null;
  if (at && at > now) {
    if (row.status === "published") throw new AppError("CONFLICT", postMessages.alreadyPublished);
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable("posts")
        .set({ status: "scheduled", scheduled_at: at.toISOString(), updated_at: now.toISOString() })
        .where("id", "=", row.id)
        .execute();
      await ctx.jobs.send<PostsDueJob>(
        POSTS_DUE_QUEUE,
        { at: at.toISOString() },
        { startAfterSeconds: secondsUntil(at, now), transaction: trx },
      );
    });
  } else if (row.status !== "published") {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable("posts")
        .set((eb) => ({
          status: "published",
          scheduled_at: null,
          published_at: eb.fn.coalesce("published_at", eb.val(now.toISOString())),
          updated_at: now.toISOString(),
        }))
        .where("id", "=", row.id)
        .execute();
      await contentChanged(ctx, site.id, trx);
    });
  }
  return getPost(ctx, site.id, row.id);
}

/** Back to draft: off the site, or no longer scheduled. */
export async function unpublishPost(ctx: PostContext, siteId: string, postId: string): Promise<Post> {
  const { site, row } = await requirePost(ctx, siteId, postId);
  if (row.status !== "draft") {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable("posts")
        .set({ status: "draft", scheduled_at: null, updated_at: ctx.clock.now().toISOString() })
        .where("id", "=", row.id)
        .execute();
      if (row.status === "published") await contentChanged(ctx, site.id, trx);
    });
  }
  return getPost(ctx, site.id, row.id);
}

/** Publishes, unpublishes or deletes the site's posts among `ids` (others are ignored); answers how many changed. */
export async function bulkPosts(
  ctx: PostContext,
  siteId: string,
  input: { ids: string[]; action: BulkAction },
): Promise<number> {
  const site = await requireSiteAccess(ctx.db, ctx.actor, siteId);
  const now = ctx.clock.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const { changed, visible } = await applyBulk(trx, site.id, [...new Set(input.ids)], input.action, now);
    if (visible) await contentChanged(ctx, site.id, trx);
    return changed;
  });
}

type BulkAction = "publish" | "unpublish" | "delete";

/** The bulk action's writes: how many posts it changed, and whether visitors see the change. */
async function applyBulk(db: Kysely<Database>, siteId: string, ids: string[], action: BulkAction, now: string) {
  const published = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("site_id", "=", siteId)
    .where("id", "in", ids)
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  const mine = db.selectFrom("posts").select("id").where("site_id", "=", siteId).where("id", "in", ids);
  let changed: bigint;
  if (action === "delete") {
    changed = (await db.deleteFrom("posts").where("id", "in", mine).executeTakeFirst()).numDeletedRows;
  } else if (action === "publish") {
    const result = await db
      .updateTable("posts")
      .set((eb) => ({
        status: "published",
        scheduled_at: null,
        published_at: eb.fn.coalesce("published_at", eb.val(now)),
        updated_at: now,
      }))
      .where("id", "in", mine)
      .where("status", "!=", "published")
      .executeTakeFirst();
    changed = result.numUpdatedRows;
  } else {
    const result = await db
      .updateTable("posts")
      .set({ status: "draft", scheduled_at: null, updated_at: now })
      .where("id", "in", mine)
      .where("status", "!=", "draft")
      .executeTakeFirst();
    changed = result.numUpdatedRows;
  }
  return { changed: Number(changed), visible: action === "publish" ? changed > 0n : Number(published.count) > 0 };
}

/** Publishes every scheduled post whose time has come, and tells each of their sites; answers how many. */
export async function publishDuePosts(deps: PostDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  const due = await deps.db.kysely
    .selectFrom("posts")
    .select(["id", "site_id"])
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", now)
    .execute();
  if (due.length === 0) return 0;
  // The posts go live and their sites' pages are told in one transaction: a process that dies between the
  // two would leave posts live that no page shows, and no later run would find them due again.
  await deps.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("posts")
      .set((eb) => ({
        status: "published",
        published_at: eb.fn.coalesce("published_at", "scheduled_at"),
        scheduled_at: null,
        updated_at: now,
      }))
      .where(
        "id",
        "in",
        due.map((post) => post.id),
      )
      .where("status", "=", "scheduled")
      .execute();
    for (const siteId of new Set(due.map((post) => post.site_id))) await contentChanged(deps, siteId, trx);
  });
  return due.length;
}

/** Registers the due posts' queue; call `sweepDuePostsSoon` once the runner has started. */
export async function registerPostJobs(deps: PostDeps): Promise<void> {
  await deps.jobs.work<PostsDueJob>(
    POSTS_DUE_QUEUE,
    async (payload) => {
      await publishDuePosts(deps);
      // A job that ran before its time (clocks a little apart) asks again for that time.
      const at = payload.at ? new Date(payload.at) : null;
      const now = deps.clock.now();
      if (at && at > now)
        await deps.jobs.send<PostsDueJob>(POSTS_DUE_QUEUE, payload, { startAfterSeconds: secondsUntil(at, now) });
    },
    { retryLimit: 5, retryDelaySeconds: 30 },
  );
}

/** A sweep now: posts that came due while no process ran (or whose job gave up) go live. */
export async function sweepDuePostsSoon(deps: PostDeps): Promise<void> {
  // Most starts find none: no job then, so a start (and a quick stop, as tests do) runs nothing.
  const due = await deps.db.kysely
    .selectFrom("posts")
    .select("id")
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", deps.clock.now().toISOString())
    .limit(1)
    .executeTakeFirst();
  if (due) await deps.jobs.send<PostsDueJob>(POSTS_DUE_QUEUE, {}, { singletonKey: "start" });
}
