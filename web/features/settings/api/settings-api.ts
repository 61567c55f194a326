import { accountApi } from "@common/api/account";
import { organizationApi } from "@common/api/organizations";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationsQueryKey, useAuth } from "@/features/auth";
import { callApi, uploadToApi } from "@/lib/api-client";

export const accountSessionsQueryKey = ["account", "sessions"] as const;

export const accountSessionsQueryOptions = queryOptions({
  queryKey: accountSessionsQueryKey,
  queryFn: () => callApi(accountApi.sessions),
  select: (answer) => answer.sessions,
  meta: { errorTitle: "Error loading sessions" },
});

/** The top bar's switcher reads names (and logos) from the organization list: read it again after a change. */
function useOrganizationChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
}

/** Rename or re-slug; failures show under the field they are about, so the mutation is silent. */
export function useUpdateOrganization() {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: (input: { name?: string; slug?: string }) => callApi(organizationApi.update, { json: input }),
    meta: { silent: true },
    onSuccess: () => changed(),
  });
}

/** "Clients may publish" on or off; the organization list (and so every screen's permissions) is read again. */
export function useSetClientsMayPublish() {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: (isOn: boolean) => callApi(organizationApi.update, { json: { clients_may_publish: isOn } }),
    meta: { errorTitle: "Error saving publishing setting" },
    onSuccess: () => changed(),
  });
}

export function useUploadLogo() {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: (file: File) => uploadToApi(organizationApi.setLogo, { body: file }),
    meta: { errorTitle: "Error uploading logo" },
    onSuccess: () => changed(),
  });
}

export function useRemoveLogo() {
  const changed = useOrganizationChanged();
  return useMutation({
    mutationFn: () => callApi(organizationApi.removeLogo),
    meta: { errorTitle: "Error removing logo" },
    onSuccess: () => changed(),
  });
}

export function useDeleteOrganization() {
  return useMutation({
    mutationFn: (confirmName: string) => callApi(organizationApi.delete, { json: { confirm_name: confirmName } }),
    meta: { errorTitle: "Error deleting organization" },
  });
}

/** The avatar travels with the session's user (the top bar reads it there): read the session again after a change. */
export function useUploadAvatar() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (file: File) => uploadToApi(accountApi.setAvatar, { body: file }),
    meta: { errorTitle: "Error uploading avatar" },
    onSuccess: () => refreshSession(),
  });
}

export function useRemoveAvatar() {
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: () => callApi(accountApi.removeAvatar),
    meta: { errorTitle: "Error removing avatar" },
    onSuccess: () => refreshSession(),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(accountApi.revokeOtherSessions),
    meta: { errorTitle: "Error signing out other sessions" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

/** Deleting the account; the dialog shows the failure (a wrong password, the only owner's 409), not a toast. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => callApi(accountApi.delete, { json: { password } }),
    meta: { silent: true },
  });
}
