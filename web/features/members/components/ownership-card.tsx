import { roleOf } from "@common/permissions";
import type { Member } from "@common/schemas/members";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useLeaveOrganization, useTransferOwnership } from "../api/members-api";

type Props = { organizationId: string; organizationName: string; members: Member[]; currentUserId: string };

const displayName = (member: Member) => member.name || member.email;

/**
 * Handing the organization on and leaving it. An owner picks the member who becomes the owner (they stay
 * on as an admin); the only owner cannot leave until someone else owns the organization.
 */
export function OwnershipCard({ organizationId, organizationName, members, currentUserId }: Props) {
  const transfer = useTransferOwnership(organizationId);
  const leave = useLeaveOrganization(organizationName);
  const [confirming, setConfirming] = useState<"transfer" | "leave" | null>(null);
  const successorId = useId();
  const me = members.find((member) => member.user_id === currentUserId);
  const isOwner = roleOf(me?.role) === "owner";
  const owners = members.filter((member) => roleOf(member.role) === "owner");
  const candidates = members.filter((member) => member.user_id !== currentUserId && roleOf(member.role) !== "owner");
  const [successor, setSuccessor] = useState(candidates[0]?.id ?? "");
  const chosen = candidates.find((member) => member.id === successor) ?? candidates[0];
  const isOnlyOwner = isOwner && owners.length === 1;

  function handOver() {
    if (!chosen) return;
    transfer.mutate(chosen.id, {
      onSuccess() {
        toast({ title: "Ownership transferred", description: `${displayName(chosen)} now owns ${organizationName}` });
        setConfirming(null);
      },
    });
  }

  function leaveNow() {
    leave.mutate();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{isOwner ? "Ownership and leaving" : "Leave organization"}</CardTitle>
        <CardDescription>
          {isOwner
            ? "Owners manage billing and can delete the organization. It always keeps at least one owner."
            : `Leaving removes your access to ${organizationName}'s sites. An admin can invite you again.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isOwner && (
          <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor={successorId}>Make another member the owner</Label>
              <NativeSelect
                id={successorId}
                value={chosen?.id ?? ""}
                disabled={candidates.length === 0}
                onChange={(event) => setSuccessor(event.target.value)}
              >
                {candidates.length === 0 && <option value="">Invite someone first</option>}
                {candidates.map((member) => (
                  <option key={member.id} value={member.id}>
                    {displayName(member)} ({member.role})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="outline" disabled={!chosen} onClick={() => setConfirming("transfer")}>
              Transfer ownership
            </Button>
          </div>
        )}
        <div className="grid gap-2">
          {isOnlyOwner && (
            <p className="text-sm text-muted-foreground">
              You are the only owner: make another member the owner before you leave.
            </p>
          )}
          <div>
            <Button variant="destructive" disabled={isOnlyOwner} onClick={() => setConfirming("leave")}>
              Leave organization
            </Button>
          </div>
        </div>
      </CardContent>
      {confirming === "transfer" && chosen && (
        <ConfirmDialog
          title={`Make ${displayName(chosen)} the owner?`}
          description={`${displayName(chosen)} becomes the owner of ${organizationName}. You stay on as an admin and can no longer delete the organization.`}
          action="Transfer ownership"
          busyAction="Transferring..."
          isBusy={transfer.isPending}
          onConfirm={handOver}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === "leave" && (
        <ConfirmDialog
          title={`Leave ${organizationName}?`}
          description="You lose access to its sites at once. To come back, someone must invite you again."
          action="Leave"
          busyAction="Leaving..."
          isBusy={leave.isPending}
          onConfirm={leaveNow}
          onClose={() => setConfirming(null)}
        />
      )}
    </Card>
  );
}
