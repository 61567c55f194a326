import { memberApi } from "@common/api/members";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { ApiError, callApi } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";

type AuthResult<T> =
  | { data: T; error: null }
  | { data: null; error: { message?: string; status: number; code?: string } };

/** Better Auth answers `{ error }` instead of throwing; keep its status so screens can explain it. */
function unwrap<T>(result: AuthResult<T>): T {
  if (result.error) {
    const { status, code, message } = result.error;
    throw new ApiError(status, code ?? "AUTH_ERROR", message || `Request failed (${status})`);
  }
  return result.data as T;
}

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
    mutationFn: async (token: string) =>
      unwrap(await authClient.organization.acceptInvitation({ invitationId: token })),
    meta: { errorTitle: "Could not accept the invitation" },
  });
}

export function useDeclineInvitation() {
  return useMutation({
    mutationFn: async (token: string) =>
      unwrap(await authClient.organization.rejectInvitation({ invitationId: token })),
    meta: { errorTitle: "Could not decline the invitation" },
  });
}
