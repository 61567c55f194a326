import type { Post } from "@common/schemas/posts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DiffView, WideDialogCode, WideDialogContent } from "@/features/code-editor";
import { formatRelativeTime } from "@/lib/dates";
import type { PostDraft } from "../hooks/use-post-draft";
import { postText } from "../lib/post-text";

type Props = {
  theirs: Post | null;
  mine: PostDraft;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Closed without a choice: the editor stops saving until one is made. */
  onClose: () => void;
};

/** 409 on save: the newer post against this tab's changes, and the two ways out. */
export function PostConflictDialog({ theirs, mine, onKeepMine, onTakeTheirs, onClose }: Props) {
  return (
    <Dialog open={theirs !== null} onOpenChange={(open) => !open && onClose()}>
      {theirs && (
        <WideDialogContent>
          <DialogHeader>
            <DialogTitle className="pr-6">This post changed since you opened it</DialogTitle>
            <DialogDescription>
              It was saved elsewhere (another tab or another member) {formatRelativeTime(theirs.updated_at)}. Keep your
              changes and write them over it, or take theirs and drop yours.
            </DialogDescription>
          </DialogHeader>
          <WideDialogCode>
            <DiffView
              path="post.md"
              original={postText(theirs)}
              modified={postText(mine)}
              originalLabel={`Theirs: version ${theirs.version}`}
              modifiedLabel="Yours: this tab's changes"
              height="100%"
            />
          </WideDialogCode>
          <DialogFooter className="grid grid-cols-2 sm:flex">
            <Button variant="secondary" onClick={onTakeTheirs}>
              Take theirs
            </Button>
            <Button onClick={onKeepMine}>Keep mine</Button>
          </DialogFooter>
        </WideDialogContent>
      )}
    </Dialog>
  );
}
