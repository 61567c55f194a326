import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { AuthContext, type AuthState, type Organization, organizationsQueryKey } from "@/features/auth";
import { authClient } from "@/lib/auth-client";

/** Turns Better Auth's `{ error }` answers into thrown errors with the server's words. */
function unwrap<T>(result: { data: T; error: null } | { data: null; error: { message?: string; status: number } }): T {
  if (result.error) throw new Error(result.error.message || `Request failed (${result.error.status})`);
  return result.data as T;
}

/** The auth context: user, organizations and the actions that change them. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = authClient.useSession();
  const user = session.data?.user ?? null;
  const activeOrganizationId =
    (session.data?.session as { activeOrganizationId?: string | null } | undefined)?.activeOrganizationId ?? null;

  const organizationsQuery = useQuery({
    queryKey: [...organizationsQueryKey, user?.id],
    queryFn: async () => unwrap(await authClient.organization.list()) as Organization[],
    enabled: Boolean(user),
  });
  const organizations = useMemo(() => organizationsQuery.data ?? [], [organizationsQuery.data]);

  const refreshSession = useCallback(async () => {
    await session.refetch();
  }, [session]);

  const setActiveOrganization = useCallback(
    async (organizationId: string) => {
      unwrap(await authClient.organization.setActive({ organizationId }));
      await session.refetch();
      await queryClient.invalidateQueries();
    },
    [session, queryClient],
  );

  // The first organization becomes active when none is.
  const firstOrganizationId = organizations[0]?.id;
  useEffect(() => {
    if (user && !activeOrganizationId && firstOrganizationId) {
      void setActiveOrganization(firstOrganizationId);
    }
  }, [user, activeOrganizationId, firstOrganizationId, setActiveOrganization]);

  const value = useMemo<AuthState>(
    () => ({
      loading: session.isPending,
      user,
      organizations,
      hasLoadedOrganizations: !user || organizationsQuery.isSuccess,
      activeOrganization: organizations.find((o) => o.id === activeOrganizationId) ?? null,
      setActiveOrganization,
      refreshSession,
      async signUp(input) {
        unwrap(await authClient.signUp.email(input));
        await session.refetch();
      },
      async signIn(input) {
        unwrap(await authClient.signIn.email(input));
        await session.refetch();
      },
      async signInWithGoogle(callbackURL = "/admin") {
        unwrap(await authClient.signIn.social({ provider: "google", callbackURL }));
      },
      async signOut() {
        unwrap(await authClient.signOut());
        // Clear only once the user is gone: cleared queries still enabled for a user refetch and fail with 401.
        await session.refetch();
        queryClient.clear();
      },
      async forgotPassword(email) {
        unwrap(await authClient.requestPasswordReset({ email, redirectTo: "/update-password" }));
      },
      async updateUserPassword({ newPassword, token, currentPassword }) {
        if (token) {
          unwrap(await authClient.resetPassword({ newPassword, token }));
          return;
        }
        unwrap(
          await authClient.changePassword({
            newPassword,
            currentPassword: currentPassword ?? "",
            revokeOtherSessions: true,
          }),
        );
      },
    }),
    [
      session,
      user,
      organizations,
      organizationsQuery.isSuccess,
      activeOrganizationId,
      setActiveOrganization,
      refreshSession,
      queryClient,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
