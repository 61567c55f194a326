import type { Post, PostRevisionSummary } from "@common/schemas/posts";
import { useQuery } from "@tanstack/react-query";
import { RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { HistoryEntry } from "@/components/history-entry";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { DiffView, WideDialogCode, WideDialogContent } from "@/features/code-editor";
import { formatFullTime } from "@/lib/dates";
import { revisionQueryOptions, revisionsQueryOptions, useRestoreRevision } from "../api/posts-api";
import type { PostDraft } from "../hooks/use-post-draft";
import { postText } from "../lib/post-text";

type Props = {
  post: Post;
  /** What the editor holds now: the diff's right side. */
  current: PostDraft;
  mayRestore: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves what is typed first, so a restore can be undone from the history. */
  beforeRestore: () => Promise<unknown>;
  onRestored: (post: Post) => void;
};

/** The post's saved states, newest first; one opens against the current post, to restore it. */
export function PostHistory({ post, current, mayRestore, open, onOpenChange, beforeRestore, onRestored }: Props) {
  const revisions = useQuery({ ...revisionsQueryOptions(post.site_id, post.id), enabled: open });
  const [chosen, setChosen] = useState<PostRevisionSummary | null>(null);
  const count = revisions.data?.length;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>History</SheetTitle>
          <SheetDescription>
            Every save of this post{count !== undefined && ` · ${count} ${count === 1 ? "revision" : "revisions"}`}.
            Open one to compare it with the post as it is, and restore it.
          </SheetDescription>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
          {revisions.isError ? (
            <Alert variant="destructive" className="m-2 w-auto">
              <AlertDescription>Could not load the history of this post.</AlertDescription>
            </Alert>
          ) : !revisions.data ? (
            <div role="status" aria-label="Loading revisions" className="grid gap-2 p-2">
              {Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          ) : (
            <ul aria-label="Revisions" className="grid gap-1">
              {revisions.data.map((revision) => (
                <HistoryEntry
                  key={revision.id}
                  name={`Revision ${revision.number}`}
                  isCurrent={revision.is_current}
                  isSelected={chosen?.id === revision.id}
                  summary={revision.title || "Untitled post"}
                  author={revision.created_by_name ?? "Unknown"}
                  createdAt={revision.created_at}
                  onSelect={() => setChosen(revision)}
                />
              ))}
            </ul>
          )}
        </div>
      </SheetContent>
      <RevisionDialog
        post={post}
        revision={chosen}
        current={current}
        mayRestore={mayRestore}
        onClose={() => setChosen(null)}
        beforeRestore={beforeRestore}
        onRestored={(restored) => {
          setChosen(null);
          onOpenChange(false);
          onRestored(restored);
        }}
      />
    </Sheet>
  );
}

type RevisionProps = Omit<Props, "open" | "onOpenChange"> & {
  revision: PostRevisionSummary | null;
  onClose: () => void;
};

function RevisionDialog({ post, revision, current, mayRestore, onClose, beforeRestore, onRestored }: RevisionProps) {
  const whole = useQuery({
    ...revisionQueryOptions(post.site_id, post.id, revision?.id ?? ""),
    enabled: revision !== null,
  });
  const restore = useRestoreRevision(post.site_id, post.id);

  async function handleRestore() {
    if (!revision) return;
    await beforeRestore();
    const restored = await restore.mutateAsync(revision.id).catch(() => null);
    if (!restored) return;
    toast({ title: `Restored revision ${revision.number}`, description: "It is the post's newest revision now." });
    onRestored(restored);
  }

  return (
    <Dialog open={revision !== null} onOpenChange={(next) => !next && onClose()}>
      {revision && (
        <WideDialogContent>
          <DialogHeader>
            <DialogTitle className="truncate pr-6">
              Revision {revision.number}
              {revision.is_current && " (current)"}
            </DialogTitle>
            <DialogDescription>
              {revision.created_by_name ?? "Unknown"} · {formatFullTime(revision.created_at)}. On the left the revision,
              on the right the post as it is now.
            </DialogDescription>
          </DialogHeader>
          <WideDialogCode>
            {whole.data ? (
              <DiffView
                path="post.md"
                original={postText(whole.data)}
                modified={postText(current)}
                originalLabel={`Revision ${revision.number}`}
                modifiedLabel="Current"
                height="100%"
              />
            ) : (
              <Skeleton className="h-full min-h-40" />
            )}
          </WideDialogCode>
          <DialogFooter className="flex-row justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {mayRestore && (
              <Button
                disabled={revision.is_current || restore.isPending || !whole.data}
                onClick={() => void handleRestore()}
              >
                <RotateCcwIcon aria-hidden="true" />
                {restore.isPending ? "Restoring..." : "Restore"}
              </Button>
            )}
          </DialogFooter>
        </WideDialogContent>
      )}
    </Dialog>
  );
}
