import { analyticsApi } from "@common/api/analytics";
import type { AnalyticsSpan, UpdateSiteLinksInput } from "@common/schemas/analytics";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const analyticsKeys = {
  all: ["analytics"] as const,
  site: (siteId: string, days: AnalyticsSpan) => [...analyticsKeys.all, "site", siteId, days] as const,
  organization: (organizationId: string, days: AnalyticsSpan) =>
    [...analyticsKeys.all, "organization", organizationId, days] as const,
};

/** Numbers lag visits by a few seconds at most: a minute-old answer is fresh enough. */
const STALE_MS = 60_000;

export function siteAnalyticsQueryOptions(siteId: string, days: AnalyticsSpan) {
  return queryOptions({
    queryKey: analyticsKeys.site(siteId, days),
    queryFn: () => callApi(analyticsApi.siteAnalytics, { params: { siteId }, query: { days } }),
    staleTime: STALE_MS,
  });
}

export function organizationAnalyticsQueryOptions(organizationId: string, days: AnalyticsSpan) {
  return queryOptions({
    queryKey: analyticsKeys.organization(organizationId, days),
    queryFn: () => callApi(analyticsApi.organizationAnalytics, { query: { days } }),
    staleTime: STALE_MS,
  });
}

export function siteLinksQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: [...analyticsKeys.all, "links", siteId] as const,
    queryFn: () => callApi(analyticsApi.siteLinks, { params: { siteId } }),
  });
}

/** Saves the WhatsApp number and the badge; a refused number shows under its field. */
export function useSaveSiteLinks(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSiteLinksInput) =>
      callApi(analyticsApi.updateSiteLinks, { params: { siteId }, json: input }),
    meta: { silent: true },
    onSuccess: (links) => queryClient.setQueryData(siteLinksQueryOptions(siteId).queryKey, links),
  });
}
