import type { PostStatus } from "@common/schemas/posts";
import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS } from "../lib/post-status";

const VARIANTS = { draft: "secondary", scheduled: "outline", published: "success" } as const;

/** Draft, Scheduled or Published, in words (colour only adds to them). */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
