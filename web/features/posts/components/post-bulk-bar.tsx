import { EyeOffIcon, SendIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SelectionBar } from "@/components/selection-bar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { type BulkPostAction, useBulkPosts } from "../api/posts-api";
import { postCount } from "../lib/post-status";

type Props = {
  siteId: string;
  ids: string[];
  /** After an action, or to let go of the choice. */
  onDone: () => void;
};

const DONE: Record<BulkPostAction, string> = {
  publish: "published",
  unpublish: "unpublished",
  delete: "deleted",
};

/** What can be done to the chosen posts at once; deleting asks first and says how many. */
export function PostBulkBar({ siteId, ids, onDone }: Props) {
  const bulk = useBulkPosts(siteId);
  const [confirming, setConfirming] = useState(false);
  const count = postCount(ids.length);

  // Awaited here rather than in mutate's callbacks: the bar goes away once what it acted on leaves the list.
  function run(action: BulkPostAction) {
    bulk.mutateAsync({ ids, action }).then(
      (changed) => {
        toast({ title: `${postCount(changed)} ${DONE[action]}` });
        setConfirming(false);
        onDone();
      },
      () => {
        // The error toast is the query client's.
      },
    );
  }

  const action = (label: string, icon: ReactNode, kind: BulkPostAction) => (
    <RequiresPermission permission="post:write">
      <Button
        variant="outline"
        size="sm"
        disabled={bulk.isPending}
        onClick={() => (kind === "delete" ? setConfirming(true) : run(kind))}
      >
        {icon}
        {label}
      </Button>
    </RequiresPermission>
  );

  return (
    <SelectionBar label="Selected posts" count={count} onClear={onDone}>
      {action("Publish", <SendIcon aria-hidden="true" />, "publish")}
      {action("Unpublish", <EyeOffIcon aria-hidden="true" />, "unpublish")}
      {action("Delete", <Trash2Icon aria-hidden="true" />, "delete")}
      {confirming && (
        <ConfirmDialog
          title={`Delete ${count}?`}
          description={
            ids.length === 1
              ? "The post and its history are deleted for good, and it leaves the site if it was published. This cannot be undone."
              : "The posts and their history are deleted for good, and those published leave the site. This cannot be undone."
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
