import type { SubmissionAction } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { MailIcon, MailOpenIcon, ShieldAlertIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SelectionBar } from "@/components/selection-bar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { useBulkAction } from "../api/forms-api";
import type { Folder } from "../hooks/use-inbox-place";
import { countOf } from "../lib/submission-text";

type Props = {
  site: Site;
  folder: Folder;
  ids: string[];
  /** After an action, or to let go of the choice; a deletion names what went. */
  onDone: (deleted?: string[]) => void;
};

const DONE: Record<SubmissionAction, string> = {
  read: "marked read",
  unread: "marked unread",
  spam: "moved to Spam",
  not_spam: "moved to the inbox",
  delete: "deleted",
};

/** What can be done to the chosen submissions at once; deleting asks first and says how many. */
export function BulkBar({ site, folder, ids, onDone }: Props) {
  const bulk = useBulkAction(site.id);
  const [confirming, setConfirming] = useState(false);
  const count = countOf(ids.length);

  // The answer is awaited here rather than in mutate's callbacks: the bar goes away as soon as what it
  // acted on leaves the list, and those callbacks would go with it.
  function run(action: SubmissionAction) {
    bulk.mutateAsync({ ids, action }).then(
      (updated) => {
        toast({ title: `${countOf(updated)} ${DONE[action]}` });
        setConfirming(false);
        onDone(action === "delete" ? ids : undefined);
      },
      () => {
        // The error toast is the query client's.
      },
    );
  }

  const action = (label: string, icon: ReactNode, kind: SubmissionAction) => (
    <RequiresPermission permission="submission:write">
      <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => run(kind)}>
        {icon}
        {label}
      </Button>
    </RequiresPermission>
  );

  return (
    <SelectionBar label="Selected submissions" count={count} onClear={() => onDone()}>
      {action("Mark read", <MailOpenIcon aria-hidden="true" />, "read")}
      {action("Mark unread", <MailIcon aria-hidden="true" />, "unread")}
      {folder === "spam"
        ? action("Not spam", <ShieldCheckIcon aria-hidden="true" />, "not_spam")
        : action("Spam", <ShieldAlertIcon aria-hidden="true" />, "spam")}
      <RequiresPermission permission="submission:write">
        <Button variant="outline" size="sm" disabled={bulk.isPending} onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </RequiresPermission>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${count}?`}
          description={
            ids.length === 1
              ? "It and the files attached to it are deleted for good. This cannot be undone."
              : "They and the files attached to them are deleted for good. This cannot be undone."
          }
          action={`Delete ${count}`}
          busyAction="Deleting..."
          isBusy={bulk.isPending}
          onConfirm={() => run("delete")}
          onClose={() => setConfirming(false)}
        />
      )}
    </SelectionBar>
  );
}
