import type { Invitation } from "@common/schemas/members";
import { RotateCwIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { formatFullTime, formatMediumDate } from "@/lib/dates";
import { useResendInvitation, useRevokeInvitation } from "../api/members-api";

type Props = { organizationId: string; invitations: Invitation[] | undefined };

/** Invitations not yet answered, with their expiry; each can be sent again (for 7 more days) or revoked. */
export function PendingInvitations({ organizationId, invitations }: Props) {
  const resend = useResendInvitation(organizationId);
  const revoke = useRevokeInvitation(organizationId);

  if (!invitations) return <Skeleton className="h-14" />;
  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations. Invite someone above.</p>;
  }

  return (
    <ul className="divide-y rounded-lg border" aria-label="Pending invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1 basis-48">
            <p className="truncate text-sm font-medium">{invitation.email}</p>
            <p
              className={invitation.is_expired ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
              title={formatFullTime(invitation.expires_at)}
            >
              {invitation.is_expired ? "Expired" : "Expires"} {formatMediumDate(invitation.expires_at)}
            </p>
          </div>
          <Badge variant="outline" className="capitalize">
            {invitation.role}
          </Badge>
          <div className="flex items-center gap-1">
            <Tooltip label={`Send the invitation to ${invitation.email} again`}>
              <Button
                variant="ghost"
                size="sm"
                disabled={resend.isPending && resend.variables === invitation.id}
                onClick={() =>
                  resend.mutate(invitation.id, {
                    onSuccess: () =>
                      toast({
                        title: "Invitation sent again",
                        description: `${invitation.email} has 7 more days to join`,
                      }),
                  })
                }
              >
                <RotateCwIcon aria-hidden="true" />
                Resend
              </Button>
            </Tooltip>
            <Tooltip label={`Revoke the invitation for ${invitation.email}`}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Revoke invitation for ${invitation.email}`}
                disabled={revoke.isPending && revoke.variables === invitation.id}
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () =>
                      toast({ title: "Invitation cancelled", description: `${invitation.email} can no longer join` }),
                  })
                }
              >
                <XIcon aria-hidden="true" />
              </Button>
            </Tooltip>
          </div>
        </li>
      ))}
    </ul>
  );
}
