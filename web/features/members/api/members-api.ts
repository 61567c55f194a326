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

/**
 * A change to the team, titled `errorTitle` when refused. Done, the team's lists are read again, and with
 * `ownRole` the user's own session and role too, which the change may have moved.
 */
function useTeamChange<Input, Answer>(
  organizationId: string,
  errorTitle: string,
  mutationFn: (input: Input) => Promise<Answer>,
  { ownRole = false } = {},
) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn,
    meta: { errorTitle },
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: [...membersKeys.all, organizationId] });
      if (!ownRole) return;
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: ["active-member"] });
    },
  });
}

export const useInvite = (organizationId: string) =>
  useTeamChange(organizationId, "Error inviting member", (input: { emails: string[]; role: InvitableRole }) =>
    callApi(memberApi.invite, { json: input }),
  );

export const useResendInvitation = (organizationId: string) =>
  useTeamChange(organizationId, "Error resending invitation", (invitationId: string) =>
    callApi(memberApi.resend, { params: { invitationId } }),
  );

export const useRevokeInvitation = (organizationId: string) =>
  useTeamChange(organizationId, "Error cancelling invitation", (invitationId: string) =>
    callApi(memberApi.revoke, { params: { invitationId } }),
  );

export const useChangeRole = (organizationId: string) =>
  useTeamChange(
    organizationId,
    "Error changing role",
    ({ memberId, role }: { memberId: string; role: Role }) =>
      callApi(memberApi.update, { params: { memberId }, json: { role } }),
    { ownRole: true },
  );

export const useRemoveMember = (organizationId: string) =>
  useTeamChange(organizationId, "Error removing member", (memberId: string) =>
    callApi(memberApi.remove, { params: { memberId } }),
  );

export const useTransferOwnership = (organizationId: string) =>
  useTeamChange(
    organizationId,
    "Error transferring ownership",
    (memberId: string) => callApi(memberApi.transferOwnership, { json: { member_id: memberId } }),
    { ownRole: true },
  );

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
