import type { SubmissionAction } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { MailIcon, MailOpenIcon, ShieldAlertIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import { type BulkAction, BulkActionBar, deletionConfirm } from "@/components/list-screen/bulk-action-bar";
import { RequiresPermission } from "@/features/auth";
import { useBulkAction } from "../api/forms-api";
import type { Folder } from "../hooks/use-inbox-place";
import { countOf } from "../lib/submission-text";

type Props = {
  site: Site;
  folder: Folder;
  ids: string[];
  /** Lets go of the choice: on Clear selection, and after an action. */
  onClear: () => void;
  /** The submissions a deletion took away. */
  onDeleted: (ids: string[]) => void;
};

const DONE: Record<SubmissionAction, string> = {
  read: "marked read",
  unread: "marked unread",
  spam: "moved to Spam",
  not_spam: "moved to the inbox",
  delete: "deleted",
};

/** What can be done to the chosen submissions at once; deleting asks first and says how many. */
export function BulkBar({ site, folder, ids, onClear, onDeleted }: Props) {
  const bulk = useBulkAction(site.id);
  const count = countOf(ids.length);

  const action = (label: string, icon: BulkAction["icon"], kind: SubmissionAction): BulkAction => ({
    label,
    icon,
    run: () =>
      bulk.mutateAsync({ ids, action: kind }).then((updated) => {
        if (kind === "delete") onDeleted(ids);
        return `${countOf(updated)} ${DONE[kind]}`;
      }),
  });

  return (
    <BulkActionBar
      label="Selected submissions"
      count={count}
      isBusy={bulk.isPending}
      guard={(button) => <RequiresPermission permission="submission:write">{button}</RequiresPermission>}
      onClear={onClear}
      actions={[
        action("Mark read", MailOpenIcon, "read"),
        action("Mark unread", MailIcon, "unread"),
        folder === "spam" ? action("Not spam", ShieldCheckIcon, "not_spam") : action("Spam", ShieldAlertIcon, "spam"),
        {
          ...action("Delete", Trash2Icon, "delete"),
          confirm: deletionConfirm(
            count,
            ids.length === 1
              ? "It and the files attached to it are deleted for good. This cannot be undone."
              : "They and the files attached to them are deleted for good. This cannot be undone.",
          ),
        },
      ]}
    />
  );
}
