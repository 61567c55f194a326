// A post's saved states: listed newest first, read whole for a diff, and restored (which saves that state
// again as a new revision, so the restore itself can be undone the same way).
import { postMessages } from "@common/post-messages";
import type { Post, PostBody, PostRevision, PostRevisionSummary } from "@common/schemas/posts";
import type { Selectable } from "kysely";
import type { Db } from "../../db/create-db";
import type { PostRevisionTable } from "../../db/schema";
import { isoTime } from "../../db/values";
import { AppError } from "../../errors";
import { contentChanged, type PostContext, requirePost } from "./post-context";
import { requireFreeSlug } from "./post-slugs";
import { saveContent } from "./post-store";
import { getPost } from "./posts.service";

type RevisionRow = Selectable<PostRevisionTable> & { created_by_name: string | null };

function selectRevisions({ kysely: db }: Db, postId: string) {
  return db
    .selectFrom("post_revisions")
    .leftJoin("user", "user.id", "post_revisions.created_by")
    .selectAll("post_revisions")
    .select("user.name as created_by_name")
    .where("post_revisions.post_id", "=", postId);
}

function toSummary(row: RevisionRow, currentNumber: number): PostRevisionSummary {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: isoTime(row.created_at),
    is_current: row.number === currentNumber,
  };
}

function toRevision(row: RevisionRow, currentNumber: number): PostRevision {
  return {
    ...toSummary(row, currentNumber),
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image: row.cover_image,
    tags: JSON.parse(row.tags) as string[],
    body: JSON.parse(row.body) as PostBody,
  };
}

async function latestNumber({ kysely: db }: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom("post_revisions")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("post_id", "=", postId)
    .executeTakeFirst();
  return Number(row?.number ?? 0);
}

export async function listRevisions(ctx: PostContext, siteId: string, postId: string): Promise<PostRevisionSummary[]> {
  const { row } = await requirePost(ctx, siteId, postId);
  const rows = await selectRevisions(ctx.db, row.id).orderBy("post_revisions.number", "desc").execute();
  const current = rows[0]?.number ?? 0;
  return rows.map((revision) => toSummary(revision, current));
}

async function requireRevision(ctx: PostContext, postId: string, revisionId: string): Promise<RevisionRow> {
  const row = await selectRevisions(ctx.db, postId).where("post_revisions.id", "=", revisionId).executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", postMessages.revisionNotFound);
  return row;
}

export async function getRevision(
  ctx: PostContext,
  siteId: string,
  postId: string,
  revisionId: string,
): Promise<PostRevision> {
  const { row } = await requirePost(ctx, siteId, postId);
  const revision = await requireRevision(ctx, row.id, revisionId);
  return toRevision(revision, await latestNumber(ctx.db, row.id));
}

/** Makes a saved state current again, as the post's newest revision. */
export async function restoreRevision(
  ctx: PostContext,
  siteId: string,
  postId: string,
  revisionId: string,
): Promise<Post> {
  const { site, row } = await requirePost(ctx, siteId, postId);
  const revision = await requireRevision(ctx, row.id, revisionId);
  const saved = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (revision.slug !== row.slug) await requireFreeSlug(trx, site.id, revision.slug, row.id);
    const kept = await saveContent(trx, {
      postId: row.id,
      siteId: site.id,
      baseVersion: row.version,
      content: {
        title: revision.title,
        slug: revision.slug,
        excerpt: revision.excerpt,
        cover_image: revision.cover_image,
        tags: JSON.parse(revision.tags) as string[],
        body: JSON.parse(revision.body) as PostBody,
      },
      authorId: row.author_id,
      by: ctx.actor.userId,
      now: ctx.clock.now(),
      autosave: false,
    });
    if (kept && row.status === "published") await contentChanged(ctx, site.id, trx);
    return kept;
  });
  if (!saved) throw new AppError("CONFLICT", postMessages.conflict, { current: await getPost(ctx, site.id, row.id) });
  return getPost(ctx, site.id, row.id);
}
