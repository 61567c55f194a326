import type { FileVersion } from "@common/schemas/files";
import { SITE_DETAILS_MESSAGES } from "@common/schemas/site-details";
import { type ConflictChoice, ConflictChoices } from "@/components/conflict-choices";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatRelativeTime } from "@/lib/dates";

/**
 * 409 on save: someone saved data/site.json since the form opened it. Take theirs (the form shows their
 * version, dropping the unsaved changes) or overwrite with mine (the fields changed here go over their
 * version; their changes to other fields stay), as the code editor's conflict offers for a file.
 */
export function DetailsConflictDialog({
  conflict,
  onChoose,
}: {
  /** Their version, as the 409 carries it; null when the file was made meanwhile without one. */
  conflict: { theirs: FileVersion | null } | null;
  onChoose: (choice: ConflictChoice) => void;
}) {
  const theirs = conflict?.theirs;
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && onChoose("cancel")}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{SITE_DETAILS_MESSAGES.conflict}</DialogTitle>
          <DialogDescription>
            {theirs
              ? `Version ${theirs.version_number} of data/site.json (“${theirs.commit_message}”) was saved ${formatRelativeTime(theirs.created_at)}.`
              : "data/site.json was changed."}{" "}
            Take theirs to see their version and drop your unsaved changes, or overwrite with yours: the fields you
            changed are saved over their version, and their other changes stay.
          </DialogDescription>
        </DialogHeader>
        <ConflictChoices onChoose={onChoose} />
      </DialogContent>
    </Dialog>
  );
}
