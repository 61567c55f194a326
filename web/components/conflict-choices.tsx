import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** The ways out of a save refused because someone saved since (409): keep mine, take theirs, or neither. */
export type ConflictChoice = "mine" | "theirs" | "cancel";

/** A conflict dialog's three buttons; on phones 'Overwrite with mine' has a row of its own, above the others. */
export function ConflictChoices({ onChoose }: { onChoose: (choice: ConflictChoice) => void }) {
  return (
    <DialogFooter className="grid grid-cols-2 sm:flex">
      <Button variant="outline" onClick={() => onChoose("cancel")}>
        Cancel
      </Button>
      <Button variant="secondary" onClick={() => onChoose("theirs")}>
        Take theirs
      </Button>
      <Button className="max-sm:col-span-2 max-sm:row-start-1" onClick={() => onChoose("mine")}>
        Overwrite with mine
      </Button>
    </DialogFooter>
  );
}
