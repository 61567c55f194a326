import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { type Organization, organizationsQueryKey, useAuth } from "@/features/auth";
import { useDeleteOrganization } from "../api/settings-api";

type Props = { organization: Organization; onClose: () => void };

/**
 * Deleting the organization: its name, typed exactly, enables the button. Afterwards the organization list
 * and then the session are read again (so no screen asks about the deleted organization) and the user
 * lands on /admin.
 */
export function DeleteOrganizationDialog({ organization, onClose }: Props) {
  const [typed, setTyped] = useState("");
  const remove = useDeleteOrganization();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refreshSession } = useAuth();
  const matches = typed === organization.name;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(typed, {
      async onSuccess() {
        await queryClient.refetchQueries({ queryKey: organizationsQueryKey });
        await refreshSession();
        toast({ title: "Organization deleted", description: `${organization.name} and its sites were deleted` });
        navigate("/admin", { replace: true });
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "active-member" });
      },
    });
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {organization.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Its sites, files, versions and deployments are deleted for every member, and its published sites stop
              answering. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="confirm-organization-name" className="block leading-normal">
              Type <span className="font-semibold">{organization.name}</span> to confirm
            </Label>
            <Input
              id="confirm-organization-name"
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete organization"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
