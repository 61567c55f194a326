import { domainApi } from "@common/api/domains";
import { siteApi } from "@common/api/sites";
import type { SiteSeo, SiteVisibilityInput, UpdateSiteInput } from "@common/schemas/sites";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { siteKeys } from "@/features/site-list";
import { callApi } from "@/lib/api-client";

export const domainKeys = {
  list: (siteId: string) => [...siteKeys.all, "domains", siteId] as const,
};

/**
 * Renames the site or changes its slug. The form shows a refusal under its field, so this mutation has no
 * error title of its own (no toast repeats it).
 */
export function useSaveSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSiteInput) => callApi(siteApi.update, { params: { siteId }, json: input }),
    meta: { silent: true },
    onSuccess: async (site) => {
      queryClient.setQueryData(siteKeys.detail(siteId), site);
      // The domains' CNAME records name the site's host, which follows the slug.
      await queryClient.invalidateQueries({ queryKey: siteKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: domainKeys.list(siteId) });
    },
  });
}

/** The SEO defaults; refusals show under their fields. */
export function useSaveSeo(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seo: SiteSeo) => callApi(siteApi.updateSeo, { params: { siteId }, json: seo }),
    meta: { silent: true },
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(siteId), site),
  });
}

/** Public, or protected by a password; a refused password shows under its field. */
export function useSaveVisibility(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteVisibilityInput) => callApi(siteApi.updateVisibility, { params: { siteId }, json: input }),
    meta: { silent: true },
    onSuccess: async (site) => {
      queryClient.setQueryData(siteKeys.detail(siteId), site);
      await queryClient.invalidateQueries({ queryKey: siteKeys.lists() });
    },
  });
}

export function domainsQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: domainKeys.list(siteId),
    queryFn: async () => (await callApi(domainApi.list, { params: { siteId } })).domains,
    meta: { errorTitle: "Error loading domains" },
  });
}

/**
 * A change to the site's domains, titled `errorTitle` when refused (null: the screen says so itself). The
 * list is read again once it is done, or with `always` after a refusal too: a failed DNS check still
 * records what it found, and a refused primary may stem from a change the list does not show yet.
 */
function useDomainChange<Input, Answer>(
  siteId: string,
  errorTitle: string | null,
  mutationFn: (input: Input) => Promise<Answer>,
  { always = false } = {},
) {
  const queryClient = useQueryClient();
  const changed = () => queryClient.invalidateQueries({ queryKey: domainKeys.list(siteId) });
  return useMutation({
    mutationFn,
    meta: errorTitle === null ? { silent: true } : { errorTitle },
    ...(always ? { onSettled: changed } : { onSuccess: changed }),
  });
}

/** Adding shows its refusal under the field, so it has no error title either. */
export const useAddDomain = (siteId: string) =>
  useDomainChange(siteId, null, (hostname: string) =>
    callApi(domainApi.add, { params: { siteId }, json: { hostname } }),
  );

export const useVerifyDomain = (siteId: string) =>
  useDomainChange(
    siteId,
    "Error checking DNS",
    (domainId: string) => callApi(domainApi.verify, { params: { siteId, domainId } }),
    { always: true },
  );

export const useMakePrimary = (siteId: string) =>
  useDomainChange(
    siteId,
    "Error making domain primary",
    (domainId: string) => callApi(domainApi.makePrimary, { params: { siteId, domainId } }),
    { always: true },
  );

export const useRemoveDomain = (siteId: string) =>
  useDomainChange(siteId, "Error removing domain", (domainId: string) =>
    callApi(domainApi.remove, { params: { siteId, domainId } }),
  );
