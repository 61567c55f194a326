import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ORGANIZATION_NAME_MAX_LENGTH } from "../../../../common/constants";
import { useCreateOrganization } from "../api/use-create-organization";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** SPEC §2/§5: a name, a word on ownership, and Create disabled while the name is blank or a request runs. */
export function CreateOrganizationDialog({ open, onOpenChange }: Props) {
  const [name, setName] = useState("");
  const createOrganization = useCreateOrganization();
  const nameId = useId();
  const trimmed = name.trim();
  const submitting = createOrganization.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || submitting) return;
    createOrganization.mutate(trimmed, {
      onSuccess(organization) {
        toast({ title: "Organization created", description: `Successfully created ${organization.name}` });
        setName("");
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create organization</DialogTitle>
            <DialogDescription>You will become the owner of this organization.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="Acme Studio"
              maxLength={ORGANIZATION_NAME_MAX_LENGTH}
              autoComplete="organization"
              autoFocus
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!trimmed || submitting}>
              {submitting ? "Creating..." : "Create"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
