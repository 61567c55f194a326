// A post row as it is read: with its author's name when the author is still a member of the post's
// organization (a member who left shows as no author), and how the API shows it.
import type { Post, PostBody, PostSummary } from "@common/schemas/posts";
import type { Selectable } from "kysely";
import type { Db } from "../../db/create-db";
import type { PostTable } from "../../db/schema";
import { isoTime } from "../../db/values";

export type PostRow = Selectable<PostTable> & { author_member_id: string | null; author_name: string | null };
export type PostSummaryRow = Omit<PostRow, "body" | "html">;

/** The columns of a post but its body and HTML: what lists show. */
const SUMMARY_COLUMNS = [
  "posts.id",
  "posts.organization_id",
  "posts.site_id",
  "posts.title",
  "posts.title_search",
  "posts.slug",
  "posts.excerpt",
  "posts.cover_image",
  "posts.tags",
  "posts.author_id",
  "posts.status",
  "posts.scheduled_at",
  "posts.published_at",
  "posts.version",
  "posts.created_at",
  "posts.updated_at",
] as const;

/** Posts with their author's membership and name; the columns are the caller's choice. */
function fromPosts(db: Db["kysely"]) {
  return db
    .selectFrom("posts")
    .leftJoin("member", (join) =>
      join.onRef("member.userId", "=", "posts.author_id").onRef("member.organizationId", "=", "posts.organization_id"),
    )
    .leftJoin("user", "user.id", "member.userId")
    .select(["member.userId as author_member_id", "user.name as author_name"]);
}

/** Every post column, and the author's membership and name. */
export function selectPosts(db: Db["kysely"]) {
  return fromPosts(db).selectAll("posts");
}

/** Posts without their body and HTML, for lists. */
export function selectPostSummaries(db: Db["kysely"]) {
  return fromPosts(db).select(SUMMARY_COLUMNS);
}

/** Published posts as the site reads them: with their HTML, without the body's JSON. */
export function selectPublishedPosts(db: Db["kysely"]) {
  return fromPosts(db).select([...SUMMARY_COLUMNS, "posts.html"]);
}

export function tagsOf(row: Pick<PostSummaryRow, "tags">): string[] {
  return JSON.parse(row.tags) as string[];
}

export function bodyOf(row: Pick<PostRow, "body">): PostBody {
  return JSON.parse(row.body) as PostBody;
}

/** `siteAddress`: the site's published address (`siteUrl`); the post is read at its /blog/{slug}. */
export function toPostSummary(row: PostSummaryRow, siteAddress: string): PostSummary {
  return {
    id: row.id,
    site_id: row.site_id,
    organization_id: row.organization_id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image: row.cover_image,
    tags: tagsOf(row),
    author_id: row.author_member_id,
    author_name: row.author_member_id ? row.author_name : null,
    status: row.status,
    scheduled_at: row.status === "scheduled" ? isoTime(row.scheduled_at) : null,
    published_at: isoTime(row.published_at),
    version: row.version,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    url: `${siteAddress}/blog/${row.slug}`,
  };
}

export function toPost(row: PostRow, siteAddress: string): Post {
  return { ...toPostSummary(row, siteAddress), body: bodyOf(row) };
}
