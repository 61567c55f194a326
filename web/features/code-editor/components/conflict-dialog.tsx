import type { FileVersion, SiteFile } from "@common/schemas/files";
import { type ConflictChoice, ConflictChoices } from "@/components/conflict-choices";
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatRelativeTime } from "@/lib/dates";
import { useAuthorName } from "../api/use-author-name";
import { DiffView } from "./diff-view";
import { WideDialogCode, WideDialogContent } from "./wide-dialog";

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
  const name = authorName(theirs.created_by);
  // 'You' saved it too: from another tab or device.
  const who = name === "You" ? "you (in another tab or session)" : name;
  return (
    <WideDialogContent>
      <DialogHeader>
        <DialogTitle className="pr-6">{conflict.file.full_path} changed since you opened it</DialogTitle>
        <DialogDescription>
          Version {theirs.version_number} was saved by {who} {formatRelativeTime(theirs.created_at)}. Keep your changes
          and overwrite it, or take theirs and drop yours.
        </DialogDescription>
      </DialogHeader>
      <WideDialogCode>
        <DiffView
          path={conflict.file.full_path}
          original={theirs.content ?? ""}
          modified={conflict.mine}
          originalLabel={`Theirs: version ${theirs.version_number}`}
          modifiedLabel="Yours: unsaved changes"
          height="100%"
        />
      </WideDialogCode>
      <ConflictChoices onChoose={onChoose} />
    </WideDialogContent>
  );
}
