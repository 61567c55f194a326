import { useQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { LazyPopup } from "@/components/lazy-popup";
import { Button } from "@/components/ui/button";
import { unpublishedChangesQueryOptions } from "../api/deployments";

const UnpublishedChangesPopover = lazy(() =>
  import("./unpublished-changes-popover").then((module) => ({ default: module.UnpublishedChangesPopover })),
);

type Props = { siteId: string; onPublish: () => void; isPublishing: boolean };

/** "1 unpublished change", "3 unpublished changes". */
export function unpublishedChangesLabel(count: number): string {
  return `${count} unpublished ${count === 1 ? "change" : "changes"}`;
}

/**
 * `{n} unpublished changes` when saved files differ from the live deployment; it opens their list and
 * `Publish now`, whose code loads on the first press. A site never published says `Not published` beside
 * it instead: every file would count.
 */
export function UnpublishedChanges({ siteId, onPublish, isPublishing }: Props) {
  const { data } = useQuery(unpublishedChangesQueryOptions(siteId));
  if (!data?.has_changes || !data.live_deployment_id) return null;

  const trigger = (
    <Button
      variant="outline"
      size="sm"
      // 28px tall to sit in a line of text; on phones the pseudo-element widens the touch area to 44px.
      className="relative h-7 gap-1.5 rounded-full border-warning/40 px-2.5 text-xs text-warning hover:text-warning phone:after:absolute phone:after:-inset-y-2 phone:after:inset-x-0 phone:after:content-['']"
    >
      <span className="size-2 shrink-0 rounded-full bg-warning" aria-hidden="true" />
      {unpublishedChangesLabel(data.changes.length)}
    </Button>
  );
  return (
    <LazyPopup
      trigger={trigger}
      popup="dialog"
      content={UnpublishedChangesPopover}
      contentProps={{ data, onPublish, isPublishing }}
    />
  );
}
