import { formatFullTime, formatRelativeTime } from "@/features/site-list";
import { cn } from "@/lib/utils";
import { useNow } from "./use-now";

type Props = { publishedAt: string | null; className?: string };

/**
 * "Live · published 3 minutes ago" in the success colour, or "Not published" in the muted one; the time
 * keeps counting while the page is open and names the exact moment on hover.
 */
export function PublishStatus({ publishedAt, className }: Props) {
  const now = useNow();
  const base = "inline-flex min-w-0 items-center gap-1.5 text-xs font-medium";
  if (!publishedAt) {
    return (
      <span className={cn(base, "text-muted-foreground", className)}>
        <span className="size-2 shrink-0 rounded-full border border-current" aria-hidden="true" />
        Not published
      </span>
    );
  }
  // A server clock slightly ahead of this one must not read "in 1 minute".
  const reference = new Date(Math.max(now.getTime(), Date.parse(publishedAt)));
  return (
    <span className={cn(base, "text-success", className)} title={`Published ${formatFullTime(publishedAt)}`}>
      <span className="size-2 shrink-0 rounded-full bg-success" aria-hidden="true" />
      <span className="truncate">
        Live · published <time dateTime={publishedAt}>{formatRelativeTime(publishedAt, reference)}</time>
      </span>
    </span>
  );
}
