import type { PostStatus, PostSummary } from "@common/schemas/posts";
import { formatFullTime } from "@/lib/dates";

export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** "3 posts", "1 post". */
export function postCount(n: number): string {
  return `${n} ${n === 1 ? "post" : "posts"}`;
}

/** The date a post is known by: when it goes live if scheduled, when it went live if ever, else its last change. */
export function postDate(post: PostSummary): { iso: string; label: string } {
  if (post.status === "scheduled" && post.scheduled_at) {
    return { iso: post.scheduled_at, label: `Goes live ${formatFullTime(post.scheduled_at)}` };
  }
  if (post.status === "published" && post.published_at) {
    return { iso: post.published_at, label: `Published ${formatFullTime(post.published_at)}` };
  }
  return { iso: post.updated_at, label: `Edited ${formatFullTime(post.updated_at)}` };
}
