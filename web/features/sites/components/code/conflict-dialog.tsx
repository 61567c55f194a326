import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { FileVersion, SiteFile } from "../../../../../common/schemas/files";
import { formatRelativeTime } from "../list/relative-time";
import { DiffView } from "./diff-view";
import { useAuthorName } from "./use-author-name";

export type ConflictChoice = "mine" | "theirs" | "cancel";

export type Conflict = { file: SiteFile; mine: string; theirs: FileVersion };

/** 409 on save: their newer version against the draft, and the three ways out. */
export function ConflictDialog({
  conflict,
  onChoose,
}: {
  conflict: Conflict | null;
  onChoose: (choice: ConflictChoice) => void;
}) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && onChoose("cancel")}>
      {conflict && <ConflictContent conflict={conflict} onChoose={onChoose} />}
    </Dialog>
  );
}

function ConflictContent({ conflict, onChoose }: { conflict: Conflict; onChoose: (choice: ConflictChoice) => void }) {
  const authorName = useAuthorName(conflict.file.organization_id);
  const { theirs } = conflict;
  const who = authorName(theirs.created_by);
  return (
    <DialogContent className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-5xl">
      <DialogHeader>
        <DialogTitle>{conflict.file.full_path} changed since you opened it</DialogTitle>
        <DialogDescription>
          Version {theirs.version_number} was saved by {who} {formatRelativeTime(theirs.created_at)}. Keep your changes
          and overwrite it, or take theirs and drop yours.
        </DialogDescription>
      </DialogHeader>
      <DiffView
        path={conflict.file.full_path}
        original={theirs.content ?? ""}
        modified={conflict.mine}
        originalLabel={`Theirs: version ${theirs.version_number} by ${who}`}
        modifiedLabel="Yours: unsaved changes"
        height="min(55dvh, 480px)"
      />
      <DialogFooter>
        <Button variant="outline" onClick={() => onChoose("cancel")}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => onChoose("theirs")}>
          Take theirs
        </Button>
        <Button onClick={() => onChoose("mine")}>Overwrite with mine</Button>
      </DialogFooter>
    </DialogContent>
  );
}
