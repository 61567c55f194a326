import { formatFullTime, formatRelativeTime, formatShortTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useNow } from "./use-now";

type Props = { publishedAt: string | null; publishFailedAt?: string | null; className?: string };

const BASE = "inline-flex min-w-0 items-center gap-1.5 text-xs font-medium";

/**
 * "Live · published 3 minutes ago" in the success colour, or "Not published" in the muted one; the time
 * keeps counting while the page is open and names the exact moment on hover. After a publish that failed,
 * never "Live": "Last publish failed" and what the live site still shows.
 */
export function PublishStatus({ publishedAt, publishFailedAt = null, className }: Props) {
  const now = useNow();
  if (publishFailedAt) {
    const live = publishedAt
      ? `the live site still shows the version of ${formatShortTime(publishedAt, now)}`
      : "nothing is live yet";
    return (
      <span
        className={cn(BASE, "text-destructive", className)}
        title={`Publish failed ${formatFullTime(publishFailedAt)}`}
      >
        <span className="size-2 shrink-0 rounded-full bg-destructive" aria-hidden="true" />
        {/* Wrapped, never cut: what is live is the point. */}
        <span>Last publish failed · {live}</span>
      </span>
    );
  }
  if (!publishedAt) {
    return (
      <span className={cn(BASE, "text-muted-foreground", className)}>
        <span className="size-2 shrink-0 rounded-full border border-current" aria-hidden="true" />
        Not published
      </span>
    );
  }
  // A server clock slightly ahead of this one must not read "in 1 minute".
  const reference = new Date(Math.max(now.getTime(), Date.parse(publishedAt)));
  return (
    <span className={cn(BASE, "text-success", className)} title={`Published ${formatFullTime(publishedAt)}`}>
      <span className="size-2 shrink-0 rounded-full bg-success" aria-hidden="true" />
      <span className="truncate">
        Live · published <time dateTime={publishedAt}>{formatRelativeTime(publishedAt, reference)}</time>
      </span>
    </span>
  );
}
