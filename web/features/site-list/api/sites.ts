import { siteApi } from "@common/api/sites";
import { ERROR_TITLES } from "@common/messages";
import type { CreateSiteInput, UpdateSiteInput } from "@common/schemas/sites";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { siteKeys } from "./keys";

export function sitesQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: siteKeys.list(organizationId),
    queryFn: async () => (await callApi(siteApi.list)).sites,
    enabled: Boolean(organizationId),
    meta: { errorTitle: ERROR_TITLES.loadingSites },
  });
}

export function siteQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: siteKeys.detail(siteId),
    queryFn: () => callApi(siteApi.get, { params: { siteId } }),
    // A missing site is shown by the page itself (not found / unauthorized), not as a toast.
    meta: { silent: true },
  });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CreateSiteInput>) => callApi(siteApi.create, { json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    meta: { errorTitle: ERROR_TITLES.creatingSite },
  });
}

export function useUpdateSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSiteInput) => callApi(siteApi.update, { params: { siteId }, json: input }),
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(siteId), site);
      void queryClient.invalidateQueries({ queryKey: siteKeys.lists() });
    },
    meta: { errorTitle: ERROR_TITLES.updatingSite },
  });
}

export function useDeleteSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(siteApi.delete, { params: { siteId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: siteKeys.detail(siteId) });
      void queryClient.invalidateQueries({ queryKey: siteKeys.lists() });
    },
    meta: { errorTitle: ERROR_TITLES.deletingSite },
  });
}
