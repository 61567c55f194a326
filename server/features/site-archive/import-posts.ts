// An archive's blog posts, checked as the post editor checks them: slugs, titles, tags and bodies (which
// are cleaned and rendered again here, never taken as the archive says).

import type { PostContent } from "@common/schemas/posts";
import { postCoverSchema, postSlugSchema, postTitleSchema } from "@common/schemas/posts";
import type { ArchivedPost } from "@common/schemas/site-archive";
import { archiveMessages } from "@common/site-archive";
import { AppError } from "../../errors";
import { distinctTags } from "../posts/post-store";
import { cleanPostBody } from "../posts/render-post";

function refuse(post: ArchivedPost, why: string): never {
  throw new AppError("VALIDATION_FAILED", archiveMessages.badManifest(`the post "${post.title || post.slug}" ${why}`));
}

function parsed<T>(
  post: ArchivedPost,
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (!result.success) refuse(post, `is refused: ${result.error.issues[0]?.message}`);
  return result.data;
}

/** Each post with the content to store; refused when two share a slug or one fails the editor's rules. */
export function acceptPosts(posts: ArchivedPost[]): { post: ArchivedPost; content: PostContent }[] {
  const slugs = new Set<string>();
  return posts.map((post) => {
    const slug = parsed(post, postSlugSchema.safeParse(post.slug));
    if (slugs.has(slug)) refuse(post, `has the slug "${slug}" of another post`);
    slugs.add(slug);
    if (Number.isNaN(Date.parse(post.created_at)) || Number.isNaN(Date.parse(post.updated_at))) {
      refuse(post, "has a date that is not a date");
    }
    let body: PostContent["body"];
    try {
      body = cleanPostBody(post.body);
    } catch (error) {
      return refuse(post, `has a body the editor cannot open: ${(error as Error).message}`);
    }
    const content: PostContent = {
      title: parsed(post, postTitleSchema.safeParse(post.title)),
      slug,
      excerpt: post.excerpt,
      cover_image: parsed(post, postCoverSchema.safeParse(post.cover_image)),
      tags: distinctTags(post.tags),
      body,
    };
    return { post, content };
  });
}
