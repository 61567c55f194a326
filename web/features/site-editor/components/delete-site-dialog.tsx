import type { Site } from "@common/schemas/sites";
import { DialogCancelButton } from "@/components/dialog-cancel-button";
import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
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
        <DialogHeading
          title="Delete Site"
          description={`Are you sure you want to delete "${site.name}"? This action cannot be undone and will permanently remove the site and all its contents.`}
        />
        <DialogFooter>
          <DialogCancelButton disabled={deleting} />
          <Button type="button" variant="destructive" onClick={handleDelete} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete Site"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
