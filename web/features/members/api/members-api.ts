import { memberApi } from "@common/api/members";
import type { InvitableRole, Role } from "@common/permissions";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { organizationsQueryKey, useAuth } from "@/features/auth";
import { callApi } from "@/lib/api-client";

export const membersKeys = {
  all: ["members"] as const,
  list: (organizationId: string) => [...membersKeys.all, organizationId, "list"] as const,
  invitations: (organizationId: string) => [...membersKeys.all, organizationId, "invitations"] as const,
};

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: membersKeys.list(organizationId),
    queryFn: () => callApi(memberApi.list),
    select: (answer) => answer.members,
    meta: { errorTitle: "Error loading members" },
  });
}

export function invitationsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: membersKeys.invitations(organizationId),
    queryFn: () => callApi(memberApi.invitations),
    select: (answer) => answer.invitations,
    meta: { errorTitle: "Error loading invitations" },
  });
}

/** After a change to the team: its lists, and the user's own role, which the change may have moved. */
function useTeamChanged(organizationId: string) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return async (options: { ownRole?: boolean } = {}) => {
    await queryClient.invalidateQueries({ queryKey: [...membersKeys.all, organizationId] });
    if (options.ownRole) {
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: ["active-member"] });
    }
  };
}

export function useInvite(organizationId: string) {
  const changed = useTeamChanged(organizationId);
  return useMutation({
    mutationFn: (input: { emails: string[]; role: InvitableRole }) => callApi(memberApi.invite, { json: input }),
    meta: { errorTitle: "Error inviting member" },
    onSuccess: () => changed(),
  });
}

export function useResendInvitation(organizationId: string) {
  const changed = useTeamChanged(organizationId);
  return useMutation({
    mutationFn: (invitationId: string) => callApi(memberApi.resend, { params: { invitationId } }),
    meta: { errorTitle: "Error resending invitation" },
    onSuccess: () => changed(),
  });
}

export function useRevokeInvitation(organizationId: string) {
  const changed = useTeamChanged(organizationId);
  return useMutation({
    mutationFn: (invitationId: string) => callApi(memberApi.revoke, { params: { invitationId } }),
    meta: { errorTitle: "Error cancelling invitation" },
    onSuccess: () => changed(),
  });
}

export function useChangeRole(organizationId: string) {
  const changed = useTeamChanged(organizationId);
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: Role }) =>
      callApi(memberApi.update, { params: { memberId }, json: { role } }),
    meta: { errorTitle: "Error changing role" },
    onSuccess: () => changed({ ownRole: true }),
  });
}

export function useRemoveMember(organizationId: string) {
  const changed = useTeamChanged(organizationId);
  return useMutation({
    mutationFn: (memberId: string) => callApi(memberApi.remove, { params: { memberId } }),
    meta: { errorTitle: "Error removing member" },
    onSuccess: () => changed(),
  });
}

export function useTransferOwnership(organizationId: string) {
  const changed = useTeamChanged(organizationId);
  return useMutation({
    mutationFn: (memberId: string) => callApi(memberApi.transferOwnership, { json: { member_id: memberId } }),
    meta: { errorTitle: "Error transferring ownership" },
    onSuccess: () => changed({ ownRole: true }),
  });
}

/**
 * Leaves the active organization. The organization list and then the session are read again first, in
 * that order, so no screen asks about the organization just left; then the user lands on /admin.
 */
export function useLeaveOrganization(organizationName: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => callApi(memberApi.leave),
    meta: { errorTitle: "Error leaving organization" },
    async onSuccess() {
      await queryClient.refetchQueries({ queryKey: organizationsQueryKey });
      await refreshSession();
      toast({ title: "You left the organization", description: `You are no longer a member of ${organizationName}` });
      navigate("/admin", { replace: true });
      // Everything read for the old organization goes stale, except the membership query: its key follows
      // the session, and its observer may not have rendered the new key yet.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "active-member" });
    },
  });
}
