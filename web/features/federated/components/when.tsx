import { formatFullTime, formatRelativeTime } from "@/lib/dates";

/** A moment as "3 hours ago", its full date and time on hover. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatFullTime(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}
