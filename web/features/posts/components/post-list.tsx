import type { PostSummary } from "@common/schemas/posts";
import { UserIcon } from "lucide-react";
import { Link } from "react-router";
import { ChooseBox } from "@/components/list-screen/choose-box";
import { Badge } from "@/components/ui/badge";
import { formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { postDate } from "../lib/post-status";
import { PostStatusBadge } from "./post-status-badge";

/** One post of the list: its title (the way to its editor), status, date, author, address and tags. */
export function PostRow({ post, isChosen, onChoose }: { post: PostSummary; isChosen: boolean; onChoose: () => void }) {
  const date = postDate(post);
  const title = post.title || "Untitled post";
  return (
    <li className={cn("flex items-start gap-3 px-3 py-3", isChosen && "bg-muted/60")}>
      <ChooseBox label={`Select ${title}`} checked={isChosen} onChange={onChoose} className="h-6" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/admin/content/${post.id}`}
            className="min-w-0 font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {title}
          </Link>
          <PostStatusBadge status={post.status} />
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <time dateTime={date.iso} title={date.label}>
            <span className="sr-only">{date.label.split(" ")[0]} </span>
            {formatRelativeTime(date.iso)}
          </time>
          <span className="flex min-w-0 items-center gap-1">
            <UserIcon className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{post.author_name ?? "No author"}</span>
          </span>
          <span className="truncate max-sm:hidden">/blog/{post.slug}</span>
          {post.tags.length > 0 && (
            <span className="flex flex-wrap gap-1">
              <span className="sr-only">Tags:</span>
              {post.tags.map((tag) => (
                <Badge key={tag} variant="outline" className="font-normal">
                  {tag}
                </Badge>
              ))}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
