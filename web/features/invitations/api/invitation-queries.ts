import { queryOptions, useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";

export type InvitationDetails = {
  id: string;
  email: string;
  role: string;
  organizationId: string;
  organizationName: string;
  inviterEmail: string;
  status: string;
  expiresAt: string | Date;
};

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
  detail: (invitationId: string) => ["invitations", invitationId] as const,
};

export function invitationQueryOptions(invitationId: string) {
  return queryOptions({
    queryKey: invitationKeys.detail(invitationId),
    queryFn: async () =>
      unwrap(await authClient.organization.getInvitation({ query: { id: invitationId } })) as InvitationDetails,
    // The page explains failures itself, in a card.
    meta: { silent: true },
    staleTime: 0,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrap(await authClient.organization.acceptInvitation({ invitationId })),
    meta: { errorTitle: "Could not accept the invitation" },
  });
}

export function useDeclineInvitation() {
  return useMutation({
    mutationFn: async (invitationId: string) =>
      unwrap(await authClient.organization.rejectInvitation({ invitationId })),
    meta: { errorTitle: "Could not decline the invitation" },
  });
}
