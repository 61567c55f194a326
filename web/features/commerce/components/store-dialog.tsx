import type { Store } from "@common/schemas/commerce";
import type { Site } from "@common/schemas/sites";
import { DialogCancelButton } from "@/components/dialog-cancel-button";
import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { StoreForm } from "./store-form";

type Props = {
  /** The shop whose settings change; null opens a new shop on one of `sites`. */
  store: Store | null;
  sites?: Site[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A shop's settings, or a new shop, in a dialog that scrolls on small screens. */
export function StoreDialog({ store, sites, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
          <DialogHeading
            title={store ? `Settings of ${store.name}` : "Open a shop"}
            description={
              store
                ? "Its name, VAT, how orders reach buyers and how they pay."
                : "A site has one shop. Its products and checkout appear on the site once you add a Shop page."
            }
          />
          <StoreForm
            store={store}
            sites={sites}
            onDone={() => onOpenChange(false)}
            footer={(saving) => (
              <DialogFooter>
                <DialogCancelButton />
                <Button type="submit" disabled={saving}>
                  {saving ? "Saving..." : store ? "Save settings" : "Open shop"}
                </Button>
              </DialogFooter>
            )}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
