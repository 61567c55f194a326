import type { Site } from "@common/schemas/sites";
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
import { toast } from "@/components/ui/use-toast";
import { useDeleteSite } from "@/features/site-list";

type Props = { site: Site; open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void };

/** The confirmation before a site and all its files go; failures toast 'Error deleting site'. */
export function DeleteSiteDialog({ site, open, onOpenChange, onDeleted }: Props) {
  const deleteSite = useDeleteSite(site.id);
  const deleting = deleteSite.isPending;

  function handleDelete() {
    deleteSite.mutate(undefined, {
      onSuccess() {
        toast({ title: "Site deleted", description: `${site.name} was deleted.` });
        onOpenChange(false);
        onDeleted();
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Site</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete "{site.name}"? This action cannot be undone and will permanently remove the
            site and all its contents.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={handleDelete} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete Site"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
