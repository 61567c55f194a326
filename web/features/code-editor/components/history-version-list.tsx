import type { FileVersion } from "@common/schemas/files";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatFullTime, formatRelativeTime } from "@/features/site-list";
import { cn } from "@/lib/utils";

const SKELETON_ROWS = 4;

/** The versions of a file, newest first; the newest is the current one. */
export function HistoryVersionList({
  versions,
  selectedId,
  onSelect,
  authorName,
}: {
  versions: FileVersion[] | undefined;
  selectedId: string | undefined;
  onSelect: (version: FileVersion) => void;
  authorName: (userId: string | null) => string;
}) {
  if (!versions) {
    return (
      <div role="status" aria-label="Loading versions" className="flex flex-col gap-2 p-3">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Versions" className="flex flex-col gap-1 p-2">
      {versions.map((version, index) => {
        const selected = version.id === selectedId;
        return (
          <li key={version.id}>
            <button
              type="button"
              aria-current={selected ? "true" : undefined}
              onClick={() => onSelect(version)}
              className={cn(
                "flex w-full flex-col gap-0.5 rounded-md px-3 py-2 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                selected && "bg-accent",
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                Version {version.version_number}
                {index === 0 && <Badge variant="secondary">Current</Badge>}
              </span>
              <span className="truncate text-sm text-muted-foreground">{version.commit_message}</span>
              <span className="truncate text-xs text-muted-foreground">
                {authorName(version.created_by)} ·{" "}
                <time dateTime={version.created_at} title={formatFullTime(version.created_at)}>
                  {formatRelativeTime(version.created_at)}
                </time>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
