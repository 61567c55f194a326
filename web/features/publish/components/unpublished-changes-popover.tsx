import type { UnpublishedChanges as Changes, FileChange } from "@common/schemas/deployments";
import { RocketIcon } from "lucide-react";
import type { LazyPopupProps } from "@/components/lazy-popup";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { RequiresPermission } from "@/features/auth";
import { formatRelativeTime } from "@/lib/dates";
import { unpublishedChangesLabel } from "./unpublished-changes";

const CHANGE_LABELS: Record<FileChange["change"], { label: string; className: string }> = {
  added: { label: "Added", className: "text-success" },
  modified: { label: "Modified", className: "text-warning" },
  removed: { label: "Removed", className: "text-destructive" },
};

type Props = LazyPopupProps & { data: Changes; onPublish: () => void; isPublishing: boolean };

/** The list behind the `{n} unpublished changes` button, with `Publish now`; loaded on the button's first press. */
export function UnpublishedChangesPopover({ trigger, defaultOpen, data, onPublish, isPublishing }: Props) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
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
          <RequiresPermission permission="site:publish" side="left">
            <Button variant="success" size="sm" onClick={onPublish} disabled={isPublishing}>
              <RocketIcon aria-hidden="true" />
              {isPublishing ? "Publishing..." : "Publish now"}
            </Button>
          </RequiresPermission>
        </div>
      </PopoverContent>
    </Popover>
  );
}
