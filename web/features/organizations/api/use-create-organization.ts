import { organizationApi } from "@common/api/organizations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationsQueryKey, useAuth } from "@/features/auth";
import { callApi } from "@/lib/api-client";

/** POST /api/organizations; the server makes the new organization active, so the session is refreshed after. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  return useMutation({
    mutationFn: (name: string) => callApi(organizationApi.create, { json: { name: name.trim() } }),
    meta: { errorTitle: "Error" },
    async onSuccess() {
      await Promise.all([queryClient.invalidateQueries({ queryKey: organizationsQueryKey }), refreshSession()]);
    },
  });
}
