// Writing a post's content: the row (its rendered HTML, search words and tags with it), one version up,
// and its revision, in the caller's transaction. A save names the version it started from; when the post
// has moved on since, nothing is written.
import { randomUUID } from "node:crypto";
import { POST_AUTOSAVE_JOIN_MINUTES } from "@common/post-messages";
import type { PostContent } from "@common/schemas/posts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { isoTime } from "../../db/values";
import { renderPostHtml } from "./render-post";

type Trx = Kysely<Database>;

/** The row's columns for `content`, whose body `cleanPostBody` has already cleaned. */
export function contentColumns(content: PostContent) {
  return {
    title: content.title,
    title_search: content.title.toLocaleLowerCase(),
    slug: content.slug,
    excerpt: content.excerpt,
    cover_image: content.cover_image,
    tags: JSON.stringify(content.tags),
    body: JSON.stringify(content.body),
    html: renderPostHtml(content.body),
  };
}

/** The post's tags as given, each once (the first spelling of tags equal but for case). */
export function distinctTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function replaceTags(trx: Trx, postId: string, siteId: string, tags: string[]): Promise<void> {
  await trx.deleteFrom("post_tags").where("post_id", "=", postId).execute();
  if (tags.length > 0) {
    await trx
      .insertInto("post_tags")
      .values(tags.map((tag) => ({ post_id: postId, site_id: siteId, tag })))
      .execute();
  }
}

function revisionColumns(content: PostContent) {
  return {
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt,
    cover_image: content.cover_image,
    tags: JSON.stringify(content.tags),
    body: JSON.stringify(content.body),
  };
}

/** Adds the post's next revision. */
export async function addRevision(trx: Trx, postId: string, content: PostContent, by: string, now: Date) {
  const last = await trx
    .selectFrom("post_revisions")
    .select("number")
    .where("post_id", "=", postId)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto("post_revisions")
    .values({
      id: randomUUID(),
      post_id: postId,
      number: (last?.number ?? 0) + 1,
      ...revisionColumns(content),
      created_by: by,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}

/**
 * An autosave's revision: the latest one, when `by` made it and last touched it within the join window,
 * else a new one, so pauses in typing do not each leave a revision.
 */
async function autosaveRevision(trx: Trx, postId: string, content: PostContent, by: string, now: Date) {
  const latest = await trx
    .selectFrom("post_revisions")
    .select(["id", "created_by", "updated_at"])
    .where("post_id", "=", postId)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  const windowStart = now.getTime() - POST_AUTOSAVE_JOIN_MINUTES * 60_000;
  if (latest && latest.created_by === by && Date.parse(isoTime(latest.updated_at)) >= windowStart) {
    await trx
      .updateTable("post_revisions")
      .set({ ...revisionColumns(content), updated_at: now.toISOString() })
      .where("id", "=", latest.id)
      .execute();
    return;
  }
  await addRevision(trx, postId, content, by, now);
}

export type ContentSave = {
  postId: string;
  siteId: string;
  baseVersion: number;
  content: PostContent;
  authorId: string | null;
  by: string;
  now: Date;
  autosave: boolean;
};

/** Writes the save when the post is still at `baseVersion`; false (and nothing written) when it is not. */
export async function saveContent(trx: Trx, save: ContentSave): Promise<boolean> {
  const result = await trx
    .updateTable("posts")
    .set((eb) => ({
      ...contentColumns(save.content),
      author_id: save.authorId,
      version: eb("version", "+", 1),
      updated_at: save.now.toISOString(),
    }))
    .where("id", "=", save.postId)
    .where("version", "=", save.baseVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await replaceTags(trx, save.postId, save.siteId, save.content.tags);
  if (save.autosave) await autosaveRevision(trx, save.postId, save.content, save.by, save.now);
  else await addRevision(trx, save.postId, save.content, save.by, save.now);
  return true;
}
