import { memberApi } from "@common/api/members";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { callAuth } from "@/lib/auth-result";

export const invitationKeys = {
  link: (token: string) => ["invitation-links", token] as const,
};

/** What the link leads to, for the signed-in user: the invitation and its state. */
export function invitationLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.link(token),
    queryFn: () => callApi(memberApi.link, { params: { token } }),
    // The page explains failures itself, in a card.
    meta: { silent: true },
    staleTime: 0,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (token: string) => callAuth((client) => client.organization.acceptInvitation({ invitationId: token })),
    meta: { errorTitle: "Could not accept the invitation" },
  });
}

export function useDeclineInvitation() {
  return useMutation({
    mutationFn: (token: string) => callAuth((client) => client.organization.rejectInvitation({ invitationId: token })),
    meta: { errorTitle: "Could not decline the invitation" },
  });
}
