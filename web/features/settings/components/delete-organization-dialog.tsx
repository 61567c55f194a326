import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
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

  function confirm() {
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
    <ConfirmDialog
      title={`Delete ${organization.name}?`}
      description="Its sites, files, versions and deployments are deleted for every member, and its published sites stop answering. This cannot be undone."
      details={
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
      }
      action="Delete organization"
      busyAction="Deleting..."
      canConfirm={typed === organization.name}
      isBusy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
