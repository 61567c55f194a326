import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";

/** The outline 'Cancel' that closes the dialog it sits in. */
export function DialogCancelButton({ disabled }: { disabled?: boolean }) {
  return (
    <DialogClose asChild>
      <Button type="button" variant="outline" disabled={disabled}>
        Cancel
      </Button>
    </DialogClose>
  );
}
