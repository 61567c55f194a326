import { roleOf } from "@common/permissions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { AuthContext, type AuthState, organizationsQueryKey } from "@/features/auth";
import { callAuth } from "@/lib/auth-result";
import {
  activeMemberQueryKey,
  fetchActiveMember,
  fetchOrganizations,
  fetchSession,
  sessionQueryKey,
} from "./session-queries";

/** The auth context: user, organizations and the actions that change them. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, meta: { silent: true } });
  const user = session.data?.user ?? null;
  const activeOrganizationId =
    (session.data?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? null;

  const organizationsQuery = useQuery({
    queryKey: [...organizationsQueryKey, user?.id],
    queryFn: fetchOrganizations,
    enabled: Boolean(user),
  });
  const organizations = useMemo(() => organizationsQuery.data ?? [], [organizationsQuery.data]);

  const activeMemberQuery = useQuery({
    queryKey: [...activeMemberQueryKey, user?.id, activeOrganizationId],
    queryFn: fetchActiveMember,
    enabled: Boolean(user && activeOrganizationId),
    meta: { silent: true },
  });
  const role = roleOf(activeMemberQuery.data?.role);

  const { refetch: refetchSession } = session;
  const refreshSession = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);

  const setActiveOrganization = useCallback(
    async (organizationId: string) => {
      await callAuth((client) => client.organization.setActive({ organizationId }));
      await refetchSession();
      await queryClient.invalidateQueries();
    },
    [refetchSession, queryClient],
  );

  // The first organization becomes active when none is.
  const firstOrganizationId = organizations[0]?.id;
  useEffect(() => {
    if (user && !activeOrganizationId && firstOrganizationId) {
      // A list read before the user left an organization may still name it: the refetch that follows fixes it.
      setActiveOrganization(firstOrganizationId).catch(() =>
        queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
      );
    }
  }, [user, activeOrganizationId, firstOrganizationId, setActiveOrganization, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      loading: session.isPending,
      user,
      organizations,
      hasLoadedOrganizations: !user || organizationsQuery.isSuccess,
      activeOrganization: organizations.find((o) => o.id === activeOrganizationId) ?? null,
      role,
      setActiveOrganization,
      refreshSession,
      async signUp(input) {
        await callAuth((client) => client.signUp.email(input));
        await refetchSession();
      },
      async signIn(input) {
        await callAuth((client) => client.signIn.email(input));
        await refetchSession();
      },
      async signInWithGoogle(callbackURL = "/admin") {
        await callAuth((client) => client.signIn.social({ provider: "google", callbackURL }));
      },
      async signOut() {
        await callAuth((client) => client.signOut());
        // Forget the user first, then everything read for them: queries still enabled for a user would
        // refetch once cleared and fail with 401.
        queryClient.setQueryData(sessionQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      },
      async forgotPassword(email) {
        await callAuth((client) => client.requestPasswordReset({ email, redirectTo: "/update-password" }));
      },
      async updateUserPassword({ newPassword, token, currentPassword }) {
        if (token) {
          await callAuth((client) => client.resetPassword({ newPassword, token }));
          return;
        }
        await callAuth((client) =>
          client.changePassword({ newPassword, currentPassword: currentPassword ?? "", revokeOtherSessions: true }),
        );
      },
    }),
    [
      session.isPending,
      refetchSession,
      user,
      organizations,
      organizationsQuery.isSuccess,
      activeOrganizationId,
      role,
      setActiveOrganization,
      refreshSession,
      queryClient,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
