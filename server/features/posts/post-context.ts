// What every posts service starts from: who asks, the post they name (in a site of their organization, or
// 404), and the job that tells the site's content pages to rebuild after a change visitors can see, sent
// in the change's own transaction so that a process dying between the two cannot keep one without the other.
import { postMessages } from "@common/post-messages";
import type { Post } from "@common/schemas/posts";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../app-deps";
import type { Actor } from "../../auth/session";
import { requireSiteAccess, type SiteRow } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import { siteUrl } from "../../site/address";
import { contentChanged as siteContentChanged } from "../../site/content-rebuild";
import { type PostRow, selectPosts, toPost } from "./post-rows";

export type PostDeps = Pick<AppDeps, "db" | "env" | "jobs" | "clock">;
export type PostContext = PostDeps & { actor: Actor };

/** The post as it stands now, or null when it is gone. */
export async function readPost({ kysely: db }: Db, postId: string): Promise<PostRow | null> {
  return (await selectPosts(db).where("posts.id", "=", postId).executeTakeFirst()) ?? null;
}

/** The site (the caller a member of its organization) and one post of it; 404 otherwise. */
export async function requirePost(
  { db, actor }: Pick<PostContext, "db" | "actor">,
  siteId: string,
  postId: string,
): Promise<{ site: SiteRow; row: PostRow }> {
  const site = await requireSiteAccess(db, actor, siteId);
  const row = await readPost(db, postId);
  if (!row || row.site_id !== site.id) throw new AppError("NOT_FOUND", postMessages.notFound);
  return { site, row };
}

export function describePost({ env }: Pick<PostDeps, "env">, site: Pick<SiteRow, "slug">, row: PostRow): Post {
  return toPost(row, siteUrl(env, site.slug));
}

/**
 * Tells the site's content pages to rebuild, in `transaction`, the one that makes the change; a burst of
 * changes to one site rebuilds once.
 */
export async function contentChanged(
  { jobs }: Pick<PostDeps, "jobs">,
  siteId: string,
  transaction: Kysely<Database>,
): Promise<void> {
  await siteContentChanged(jobs, siteId, transaction);
}
