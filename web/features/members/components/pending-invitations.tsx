import { XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useCancelInvitation } from "../api/use-member-mutations";

type Invitation = { id: string; email: string; role: string; expiresAt: Date | string };

type Props = { organizationId: string; invitations: Invitation[]; canManage: boolean };

/** Invitations not yet accepted; admins and owners may cancel them. */
export function PendingInvitations({ organizationId, invitations, canManage }: Props) {
  const cancelInvitation = useCancelInvitation(organizationId);

  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations.</p>;
  }

  function cancel(invitation: Invitation) {
    cancelInvitation.mutate(invitation.id, {
      onSuccess: () => toast({ title: "Invitation cancelled", description: `${invitation.email} can no longer join` }),
    });
  }

  return (
    <ul className="divide-y rounded-lg border" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{invitation.email}</p>
            <p className="text-xs text-muted-foreground">
              Expires {new Date(invitation.expiresAt).toLocaleDateString()}
            </p>
          </div>
          <Badge variant="outline" className="capitalize">
            {invitation.role}
          </Badge>
          {canManage && (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => cancel(invitation)}
              disabled={cancelInvitation.isPending && cancelInvitation.variables === invitation.id}
              aria-label={`Cancel invitation for ${invitation.email}`}
            >
              <XIcon aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
