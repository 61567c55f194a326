import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { ERROR_TITLES } from "../../../../common/messages";
import type { Site } from "../../../../common/schemas/sites";
import { siteKeys } from "./keys";

export function sitesQueryOptions(organizationId: string | null) {
  return queryOptions({
    queryKey: siteKeys.list(organizationId),
    queryFn: async () => (await apiFetch<{ sites: Site[] }>("/api/sites")).sites,
    enabled: Boolean(organizationId),
    meta: { errorTitle: ERROR_TITLES.loadingSites },
  });
}

export function siteQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: siteKeys.detail(siteId),
    queryFn: () => apiFetch<Site>(`/api/sites/${siteId}`),
    // A missing site is shown by the page itself (not found / unauthorized), not as a toast.
    meta: { silent: true },
  });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string }) => apiFetch<Site>("/api/sites", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    meta: { errorTitle: ERROR_TITLES.creatingSite },
  });
}

export function useUpdateSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; slug?: string }) =>
      apiFetch<Site>(`/api/sites/${siteId}`, { method: "PATCH", json: input }),
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
    mutationFn: () => apiFetch<void>(`/api/sites/${siteId}`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: siteKeys.detail(siteId) });
      void queryClient.invalidateQueries({ queryKey: siteKeys.lists() });
    },
    meta: { errorTitle: ERROR_TITLES.deletingSite },
  });
}
