import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { DialogCancelButton } from "@/components/dialog-cancel-button";
import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { AddDomainForm } from "./add-domain-form";

/** The screen's "Add domain" button and the dialog it opens. */
export function AddDomainButton({ organizationId }: { organizationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        Add domain
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent className="sm:max-w-lg">
            <DialogHeading
              title="Add a domain"
              description="You will get four DNS records to create where the domain is managed. Once they are found, mail to the domain arrives here."
            />
            <AddDomainForm
              organizationId={organizationId}
              onDone={() => setOpen(false)}
              footer={(adding) => (
                <DialogFooter>
                  <DialogCancelButton />
                  <Button type="submit" disabled={adding}>
                    {adding ? "Adding..." : "Add domain"}
                  </Button>
                </DialogFooter>
              )}
            />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
