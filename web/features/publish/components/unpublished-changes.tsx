import type { FileChange } from "@common/schemas/deployments";
import { useQuery } from "@tanstack/react-query";
import { RocketIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { formatRelativeTime } from "@/features/site-list";
import { unpublishedChangesQueryOptions } from "../api/deployments";

const CHANGE_LABELS: Record<FileChange["change"], { label: string; className: string }> = {
  added: { label: "Added", className: "text-success" },
  modified: { label: "Modified", className: "text-warning" },
  removed: { label: "Removed", className: "text-destructive" },
};

type Props = { siteId: string; onPublish: () => void; isPublishing: boolean };

/** "1 unpublished change", "3 unpublished changes". */
export function unpublishedChangesLabel(count: number): string {
  return `${count} unpublished ${count === 1 ? "change" : "changes"}`;
}

/**
 * `{n} unpublished changes` when saved files differ from the live deployment; it opens their list and
 * `Publish now`. A site never published says `Not published` beside it instead: every file would count.
 */
export function UnpublishedChanges({ siteId, onPublish, isPublishing }: Props) {
  const { data } = useQuery(unpublishedChangesQueryOptions(siteId));
  if (!data?.has_changes || !data.live_deployment_id) return null;

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          // 28px tall to sit in a line of text; on phones the pseudo-element widens the touch area to 44px.
          className="relative h-7 gap-1.5 rounded-full border-warning/40 px-2.5 text-xs text-warning hover:text-warning max-[640px]:after:absolute max-[640px]:after:-inset-y-2 max-[640px]:after:inset-x-0 max-[640px]:after:content-['']"
        >
          <span className="size-2 shrink-0 rounded-full bg-warning" aria-hidden="true" />
          {unpublishedChangesLabel(data.changes.length)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-0" aria-label={unpublishedChangesLabel(data.changes.length)}>
        <div className="border-b px-3 py-2">
          <p className="text-sm font-medium">{unpublishedChangesLabel(data.changes.length)}</p>
          <p className="text-xs text-muted-foreground">
            {data.published_at
              ? `Saved since the live deployment (${formatRelativeTime(data.published_at)}). Publish to put them live.`
              : "Saved since the live deployment. Publish to put them live."}
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
