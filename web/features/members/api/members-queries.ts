import { queryOptions } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { unwrapAuthResult } from "@/lib/auth-result";

export const membersKeys = {
  all: ["members"] as const,
  list: (organizationId: string) => [...membersKeys.all, organizationId, "list"] as const,
  invitations: (organizationId: string) => [...membersKeys.all, organizationId, "invitations"] as const,
};

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: membersKeys.list(organizationId),
    queryFn: async () => unwrapAuthResult(await authClient.organization.listMembers({ query: { organizationId } })),
    meta: { errorTitle: "Error loading members" },
  });
}

export function invitationsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: membersKeys.invitations(organizationId),
    queryFn: async () => unwrapAuthResult(await authClient.organization.listInvitations({ query: { organizationId } })),
    select: (invitations) => (invitations ?? []).filter((invitation) => invitation.status === "pending"),
    meta: { errorTitle: "Error loading invitations" },
  });
}
