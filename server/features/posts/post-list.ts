// The content list: a site's posts, last changed first, of one status, one tag and with title words, a
// page at a time by keyset ((updated_at, id) before the last one shown), with the site's counts by
// status and every tag its posts use.
import { postMessages } from "@common/post-messages";
import { POST_STATUSES, type PostStatus, type PostSummary } from "@common/schemas/posts";
import { sql } from "kysely";
import { requireSiteAccess } from "../../auth/site-access";
import { decodeCursor, type Keyset, likeWord, pageOf, searchWords } from "../../db/list-pages";
import { siteUrl } from "../../site/address";
import type { PostContext } from "./post-context";
import { selectPostSummaries, toPostSummary } from "./post-rows";

export type PostListQuery = { status?: PostStatus; tag?: string; q?: string; cursor?: string; limit: number };

export async function listPosts(ctx: PostContext, siteId: string, query: PostListQuery) {
  const site = await requireSiteAccess(ctx.db, ctx.actor, siteId);
  const db = ctx.db.kysely;
  const cursor = decodeCursor(query.cursor, postMessages.badCursor);
  const words = searchWords(query.q);
  const rows = await selectPostSummaries(db)
    .where("posts.site_id", "=", site.id)
    .$if(query.status !== undefined, (qb) => qb.where("posts.status", "=", query.status as PostStatus))
    .$if(query.tag !== undefined && query.tag !== "", (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom("post_tags")
            .select("post_tags.post_id")
            .whereRef("post_tags.post_id", "=", "posts.id")
            .where("post_tags.tag", "=", query.tag as string),
        ),
      ),
    )
    .$if(words.length > 0, (qb) =>
      qb.where((eb) =>
        eb.and(words.map((word) => sql<boolean>`${eb.ref("posts.title_search")} like ${likeWord(word)} escape '\\'`)),
      ),
    )
    .$if(cursor !== null, (qb) =>
      qb.where((eb) =>
        eb(eb.refTuple("posts.updated_at", "posts.id"), "<", eb.tuple((cursor as Keyset).time, (cursor as Keyset).id)),
      ),
    )
    .orderBy("posts.updated_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(query.limit + 1)
    .execute();
  const { page, next } = pageOf(rows, query.limit, (row) => row.updated_at);
  const counted = await db
    .selectFrom("posts")
    .select(["status", (eb) => eb.fn.countAll().as("count")])
    .where("site_id", "=", site.id)
    .groupBy("status")
    .execute();
  const counts = { all: 0, draft: 0, scheduled: 0, published: 0 };
  for (const row of counted) {
    if (!POST_STATUSES.includes(row.status)) continue;
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  const tags = await db.selectFrom("post_tags").select("tag").distinct().where("site_id", "=", site.id).execute();
  const address = siteUrl(ctx.env, site.slug);
  const posts: PostSummary[] = page.map((row) => toPostSummary(row, address));
  return {
    posts,
    next_cursor: next,
    counts,
    tags: tags.map((row) => row.tag).sort((a, b) => a.localeCompare(b, "en")),
  };
}
