import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/auth-result";
import { membersKeys } from "./members-queries";

export type InvitableRole = "member" | "admin";

export function useInviteMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, role }: { email: string; role: InvitableRole }) =>
      unwrapAuthResult(await authClient.organization.inviteMember({ email, role, organizationId })),
    meta: { errorTitle: "Error inviting member" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.invitations(organizationId) }),
  });
}

export function useCancelInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrapAuthResult(await authClient.organization.cancelInvitation({ invitationId })),
    meta: { errorTitle: "Error cancelling invitation" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.invitations(organizationId) }),
  });
}
