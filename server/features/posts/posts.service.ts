// A post's life as a writer sees it: started as a draft, saved (with conflict safety and revisions),
// opened by id alone from the editor's address, deleted. Publishing is post-publishing.ts's.
import { randomUUID } from "node:crypto";
import { postMessages } from "@common/post-messages";
import type { CreatePostInput, Post, PostContent, UpdatePostInput } from "@common/schemas/posts";
import type { Kysely } from "kysely";
import { membersAmong } from "../../auth/permissions";
import { requireActiveOrganization, requireSiteAccess } from "../../auth/site-access";
import type { Db } from "../../db/create-db";
import { lockUntilCommit } from "../../db/locks";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/values";
import { AppError } from "../../errors";
import { contentChanged, describePost, type PostContext, readPost, requirePost } from "./post-context";
import { bodyOf, type PostRow, tagsOf } from "./post-rows";
import { freePostSlug, isMadeFromTitle, requireFreeSlug, slugFromTitle } from "./post-slugs";
import { addRevision, contentColumns, distinctTags, replaceTags, saveContent } from "./post-store";
import { cleanPostBody, EMPTY_POST_BODY } from "./render-post";

type Trx = Kysely<Database>;

/** An author must be a member of the post's organization. */
async function requireAuthor(db: Db, organizationId: string, authorId: string): Promise<void> {
  const members = await membersAmong(db, organizationId, [authorId]);
  if (!members.has(authorId)) throw new AppError("VALIDATION_FAILED", postMessages.authorNotMember);
}

/** Slug choices of one site take turns, so two new posts of one title get -2 and -3, not a clash. */
async function lockSlugs(trx: Trx, db: Db, siteId: string) {
  await lockUntilCommit(trx, db.dialect, `post-slugs:${siteId}`);
}

/** A unique-key race on the slug answers the same 409 as the checked case. */
function slugRace(error: unknown, slug: string): unknown {
  return isUniqueViolation(error) ? new AppError("CONFLICT", postMessages.slugTaken(slug, "another post")) : error;
}

export function contentOf(row: PostRow): PostContent {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image: row.cover_image,
    tags: tagsOf(row),
    body: bodyOf(row),
  };
}

export async function createPost(ctx: PostContext, siteId: string, input: CreatePostInput): Promise<Post> {
  const { db, actor } = ctx;
  const site = await requireSiteAccess(db, actor, siteId);
  const title = input.title || postMessages.untitled;
  const body = cleanPostBody(input.body ?? EMPTY_POST_BODY);
  const authorId = input.author_id === undefined ? actor.userId : input.author_id;
  if (authorId) await requireAuthor(db, site.organization_id, authorId);
  const id = randomUUID();
  const now = ctx.clock.now();
  let slug = input.slug ?? "";
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await lockSlugs(trx, db, site.id);
      if (input.slug) await requireFreeSlug(trx, site.id, input.slug);
      else slug = await freePostSlug(trx, site.id, slugFromTitle(title));
      const content: PostContent = {
        title,
        slug,
        excerpt: input.excerpt ?? "",
        cover_image: input.cover_image ?? "",
        tags: distinctTags(input.tags ?? []),
        body,
      };
      await trx
        .insertInto("posts")
        .values({
          id,
          organization_id: site.organization_id,
          site_id: site.id,
          ...contentColumns(content),
          author_id: authorId,
          status: "draft",
          scheduled_at: null,
          published_at: null,
          version: 1,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      await replaceTags(trx, id, site.id, content.tags);
      await addRevision(trx, id, content, actor.userId, now);
    });
  } catch (error) {
    throw slugRace(error, slug);
  }
  return describePost(ctx, site, (await readPost(db, id)) as PostRow);
}

export async function getPost(ctx: PostContext, siteId: string, postId: string): Promise<Post> {
  const { site, row } = await requirePost(ctx, siteId, postId);
  return describePost(ctx, site, row);
}

/** A post of the caller's active organization, by its id alone; 404 for any other. */
export async function findPost(ctx: PostContext, postId: string): Promise<Post> {
  const organizationId = await requireActiveOrganization(ctx.db, ctx.actor);
  const row = await readPost(ctx.db, postId);
  if (!row || row.organization_id !== organizationId) throw new AppError("NOT_FOUND", postMessages.notFound);
  return getPost(ctx, row.site_id, row.id);
}

/** The 409 of a save made from an older version: the post as it stands rides along, for the merge choice. */
async function conflict(ctx: PostContext, siteId: string, postId: string): Promise<AppError> {
  const current = await getPost(ctx, siteId, postId);
  return new AppError("CONFLICT", postMessages.conflict, { current });
}

/** The slug a save leaves: the one given, else a remade one when a never-published post's title changes. */
async function slugAfter(trx: Trx, row: PostRow, title: string, given: string | undefined): Promise<string> {
  if (given !== undefined) {
    if (given !== row.slug) await requireFreeSlug(trx, row.site_id, given, row.id);
    return given;
  }
  if (title === row.title || row.published_at !== null || !isMadeFromTitle(row.slug, row.title)) return row.slug;
  return freePostSlug(trx, row.site_id, slugFromTitle(title), row.id);
}

/**
 * Saves the fields given over the post's current content, as a new revision (an autosave joins the
 * author's recent one). A post changed since `base_version` answers 409 with the current post.
 */
export async function updatePost(
  ctx: PostContext,
  siteId: string,
  postId: string,
  input: UpdatePostInput,
): Promise<Post> {
  const { db, actor } = ctx;
  const { site, row } = await requirePost(ctx, siteId, postId);
  if (input.base_version !== row.version) throw await conflict(ctx, site.id, row.id);
  const body = input.body === undefined ? bodyOf(row) : cleanPostBody(input.body);
  const authorId = input.author_id === undefined ? row.author_id : input.author_id;
  if (authorId && authorId !== row.author_id) await requireAuthor(db, site.organization_id, authorId);
  const title = input.title === undefined ? row.title : input.title || postMessages.untitled;
  let slug = input.slug ?? row.slug;
  let saved = false;
  try {
    saved = await db.kysely.transaction().execute(async (trx) => {
      await lockSlugs(trx, db, site.id);
      slug = await slugAfter(trx, row, title, input.slug);
      const content: PostContent = {
        title,
        slug,
        excerpt: input.excerpt ?? row.excerpt,
        cover_image: input.cover_image ?? row.cover_image,
        tags: input.tags === undefined ? tagsOf(row) : distinctTags(input.tags),
        body,
      };
      const kept = await saveContent(trx, {
        postId: row.id,
        siteId: site.id,
        baseVersion: input.base_version,
        content,
        authorId,
        by: actor.userId,
        now: ctx.clock.now(),
        autosave: input.autosave === true,
      });
      if (kept && row.status === "published") await contentChanged(ctx, site.id, trx);
      return kept;
    });
  } catch (error) {
    throw slugRace(error, slug);
  }
  if (!saved) throw await conflict(ctx, site.id, row.id);
  return getPost(ctx, site.id, row.id);
}

/** Deletes the post and its revisions; a published one leaves the site. */
export async function removePost(ctx: PostContext, siteId: string, postId: string): Promise<void> {
  const { site, row } = await requirePost(ctx, siteId, postId);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("posts").where("id", "=", row.id).execute();
    if (row.status === "published") await contentChanged(ctx, site.id, trx);
  });
}
