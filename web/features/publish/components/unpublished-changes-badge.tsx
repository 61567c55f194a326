import type { FileChange } from "@common/schemas/deployments";
import { useQuery } from "@tanstack/react-query";
import { CircleDotIcon, RocketIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatRelativeTime } from "@/features/site-list";
import { unpublishedChangesQueryOptions } from "../api/deployments";

const CHANGE_LABELS: Record<FileChange["change"], { label: string; className: string }> = {
  added: { label: "Added", className: "text-success" },
  modified: { label: "Modified", className: "text-amber-600 dark:text-amber-400" },
  removed: { label: "Removed", className: "text-destructive" },
};

type Props = { siteId: string; isCompact?: boolean; onPublish: () => void; isPublishing: boolean };

/** 'Unpublished changes' when saved files differ from the live deployment; it lists them. */
export function UnpublishedChangesBadge({ siteId, isCompact = false, onPublish, isPublishing }: Props) {
  const { data } = useQuery(unpublishedChangesQueryOptions(siteId));
  if (!data?.has_changes) return null;
  const count = data.changes.length;

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-7 gap-1.5 rounded-full px-2.5 text-xs"
          aria-label={`Unpublished changes: ${count} ${count === 1 ? "file" : "files"}`}
        >
          <CircleDotIcon className="text-amber-500" aria-hidden="true" />
          {!isCompact && (
            <span>
              Unpublished<span className="max-2xl:hidden"> changes</span>
            </span>
          )}
          <span className="tabular-nums text-muted-foreground">{count}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0">
        <div className="border-b px-3 py-2">
          <p className="text-sm font-medium">Unpublished changes</p>
          <p className="text-xs text-muted-foreground">
            {data.published_at
              ? `Saved since the live deployment (${formatRelativeTime(data.published_at)}). Publish to put them live.`
              : "This site has not been published yet. Publish to put these files live."}
          </p>
        </div>
        <ul aria-label="Changed files" className="max-h-72 overflow-y-auto py-1">
          {data.changes.map((change) => (
            <li key={change.path} className="flex items-center gap-2 px-3 py-1 text-xs">
              <span className={`w-16 shrink-0 font-medium ${CHANGE_LABELS[change.change].className}`}>
                {CHANGE_LABELS[change.change].label}
              </span>
              <span className="min-w-0 truncate font-mono" title={change.path}>
                {change.path}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex justify-end border-t p-2">
          <Button variant="success" size="sm" onClick={onPublish} disabled={isPublishing}>
            <RocketIcon aria-hidden="true" />
            {isPublishing ? "Publishing..." : "Publish now"}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
