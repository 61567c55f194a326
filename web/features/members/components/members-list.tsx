import { ROLE_LABELS, ROLES, type Role, roleOf } from "@common/permissions";
import type { Member } from "@common/schemas/members";
import { UserMinusIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { useChangeRole, useRemoveMember } from "../api/members-api";

type Props = {
  organizationId: string;
  members: Member[] | undefined;
  currentUserId: string;
  /** The viewer's role: admins and owners manage others; only owners manage owners. */
  myRole: Role | null;
};

const displayName = (member: Member) => member.name || member.email;

/** Everyone in the organization: who they are, their role, when they joined and were last active. */
export function MembersList({ organizationId, members, currentUserId, myRole }: Props) {
  const [removing, setRemoving] = useState<Member | null>(null);
  const changeRole = useChangeRole(organizationId);
  const removeMember = useRemoveMember(organizationId);

  if (!members) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading members">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }

  const isOwner = myRole === "owner";
  const mayManage = (member: Member) =>
    (myRole === "owner" || myRole === "admin") &&
    member.user_id !== currentUserId &&
    (isOwner || roleOf(member.role) !== "owner");
  const roleChoices = ROLES.filter((role) => isOwner || role !== "owner");

  function change(member: Member, role: Role) {
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () =>
          toast({
            title: "Role changed",
            description: `${displayName(member)} is now ${ROLE_LABELS[role].toLowerCase()}`,
          }),
      },
    );
  }

  function remove(member: Member) {
    removeMember.mutate(member.id, {
      onSuccess() {
        toast({ title: "Member removed", description: `${displayName(member)} no longer has access` });
        setRemoving(null);
      },
    });
  }

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Members">
        {members.map((member) => {
          const role = roleOf(member.role);
          const name = displayName(member);
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Avatar image={member.image} name={name} className="size-9 text-sm text-foreground" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate text-sm font-medium">
                  {name}
                  {member.user_id === currentUserId && <span className="text-muted-foreground"> (you)</span>}
                </p>
                <p className="truncate text-sm text-muted-foreground">{member.email}</p>
                <p className="text-xs text-muted-foreground">
                  <span title={formatFullTime(member.joined_at)}>Joined {formatRelativeTime(member.joined_at)}</span>
                  {" · "}
                  {member.last_active_at ? (
                    <span title={formatFullTime(member.last_active_at)}>
                      Active {formatRelativeTime(member.last_active_at)}
                    </span>
                  ) : (
                    "Not signed in"
                  )}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {mayManage(member) && role ? (
                  <>
                    <NativeSelect
                      aria-label={`Role of ${name}`}
                      value={role}
                      disabled={changeRole.isPending && changeRole.variables?.memberId === member.id}
                      onChange={(event) => change(member, event.target.value as Role)}
                      className="w-32"
                    >
                      {roleChoices.map((choice) => (
                        <option key={choice} value={choice}>
                          {ROLE_LABELS[choice]}
                        </option>
                      ))}
                    </NativeSelect>
                    <Tooltip label={`Remove ${name}`}>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${name}`}
                        onClick={() => setRemoving(member)}
                      >
                        <UserMinusIcon aria-hidden="true" />
                      </Button>
                    </Tooltip>
                  </>
                ) : (
                  <Badge variant={role === "owner" ? "default" : "secondary"}>
                    {role ? ROLE_LABELS[role] : member.role}
                  </Badge>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {removing && (
        <ConfirmDialog
          title={`Remove ${displayName(removing)}?`}
          description={`${displayName(removing)} loses access to this organization's sites at once. You can invite them again later.`}
          action="Remove"
          busyAction="Removing..."
          isBusy={removeMember.isPending}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
