import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
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
import { DEFAULT_SITE_NAME } from "../../../../../common/constants";
import { SITE_NAME_MAX_LENGTH } from "../../../../../common/schemas/sites";
import { useCreateSite } from "../../api/sites";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** A name (blank means the server's 'Untitled Site'), then straight into the new site's editor. */
export function CreateSiteDialog({ open, onOpenChange }: Props) {
  const [name, setName] = useState("");
  const createSite = useCreateSite();
  const navigate = useNavigate();
  const nameId = useId();
  const submitting = createSite.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const trimmed = name.trim();
    createSite.mutate(trimmed ? { name: trimmed } : {}, {
      onSuccess(site) {
        setName("");
        onOpenChange(false);
        navigate(`/admin/site/${site.id}`);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Create site</DialogTitle>
            <DialogDescription>
              Your site starts with a home page, an about page and a shared layout you can edit right away.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={nameId}>Name</Label>
            <Input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={DEFAULT_SITE_NAME}
              maxLength={SITE_NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Creating..." : "Create site"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
