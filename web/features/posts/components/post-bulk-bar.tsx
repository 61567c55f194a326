import { EyeOffIcon, SendIcon, Trash2Icon } from "lucide-react";
import { type BulkAction, BulkActionBar, deletionConfirm } from "@/components/list-screen/bulk-action-bar";
import { RequiresPermission } from "@/features/auth";
import { type BulkPostAction, useBulkPosts } from "../api/posts-api";
import { postCount } from "../lib/post-status";

type Props = {
  siteId: string;
  ids: string[];
  /** Lets go of the choice: on Clear selection, and after an action. */
  onClear: () => void;
};

const DONE: Record<BulkPostAction, string> = {
  publish: "published",
  unpublish: "unpublished",
  delete: "deleted",
};

/** What can be done to the chosen posts at once; deleting asks first and says how many. */
export function PostBulkBar({ siteId, ids, onClear }: Props) {
  const bulk = useBulkPosts(siteId);
  const count = postCount(ids.length);

  const action = (label: string, icon: BulkAction["icon"], kind: BulkPostAction): BulkAction => ({
    label,
    icon,
    run: () => bulk.mutateAsync({ ids, action: kind }).then((changed) => `${postCount(changed)} ${DONE[kind]}`),
  });

  return (
    <BulkActionBar
      label="Selected posts"
      count={count}
      isBusy={bulk.isPending}
      guard={(button) => <RequiresPermission permission="post:write">{button}</RequiresPermission>}
      onClear={onClear}
      actions={[
        action("Publish", SendIcon, "publish"),
        action("Unpublish", EyeOffIcon, "unpublish"),
        {
          ...action("Delete", Trash2Icon, "delete"),
          confirm: deletionConfirm(
            count,
            ids.length === 1
              ? "The post and its history are deleted for good, and it leaves the site if it was published. This cannot be undone."
              : "The posts and their history are deleted for good, and those published leave the site. This cannot be undone.",
          ),
        },
      ]}
    />
  );
}
