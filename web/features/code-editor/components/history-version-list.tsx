import type { FileVersion } from "@common/schemas/files";
import { HistoryEntry } from "@/components/history-entry";
import { Skeleton } from "@/components/ui/skeleton";
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
      {versions.map((version, index) => (
        <HistoryEntry
          key={version.id}
          name={`Version ${version.version_number}`}
          isCurrent={index === 0}
          isSelected={version.id === selectedId}
          summary={version.commit_message}
          author={authorName(version.created_by)}
          createdAt={version.created_at}
          onSelect={() => onSelect(version)}
        >
          <VersionChanges version={version} previous={versions[index + 1]} />
        </HistoryEntry>
      ))}
    </ul>
  );
}
