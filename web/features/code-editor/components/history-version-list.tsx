import type { FileVersion } from "@common/schemas/files";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { changedLines } from "../lib/changed-lines";

const SKELETON_ROWS = 4;
/** Changed lines shown under a version; the dialog's comparison has the rest. */
const SHOWN_CHANGES = 4;

/**
 * What a version changed from the one before, line by line ("−" out, "+" in): a save of one field is a
 * one-line diff, readable without opening the version. The first version changed nothing, it began the file.
 */
function VersionChanges({ version, previous }: { version: FileVersion; previous: FileVersion | undefined }) {
  if (!previous || version.content === null || previous.content === null) return null;
  const changes = changedLines(previous.content, version.content);
  const more = changes.length - SHOWN_CHANGES;
  return (
    <span className="mt-1 flex min-w-0 flex-col gap-0.5 font-mono text-xs" data-slot="version-changes">
      {changes.slice(0, SHOWN_CHANGES).map((change, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          key={index}
          className={cn(
            "rounded-sm px-1 break-all whitespace-pre-wrap text-foreground",
            // Tinted, with the words in the text colour: coloured words on a tint read too faintly.
            change.kind === "removed" ? "bg-destructive/15" : "bg-success/15",
          )}
        >
          <span aria-hidden="true" className="font-bold">
            {change.kind === "removed" ? "− " : "+ "}
          </span>
          <span className="sr-only">{change.kind === "removed" ? "Removed: " : "Added: "}</span>
          {change.text}
        </span>
      ))}
      {more > 0 && (
        <span className="px-1 font-sans text-muted-foreground">
          and {more} more changed {more === 1 ? "line" : "lines"}
        </span>
      )}
    </span>
  );
}

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
              <VersionChanges version={version} previous={versions[index + 1]} />
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
