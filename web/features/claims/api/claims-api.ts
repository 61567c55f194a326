import { claimApi } from "@common/api/claims";
import type { AcceptClaimInput, CreateClaimInput } from "@common/schemas/claims";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { siteKeys } from "@/features/site-list";
import { ApiError, callApi } from "@/lib/api-client";

/** A refusal of the link itself (expired, claimed, …), which the claim screen shows in full. */
export function isClaimRefusal(error: unknown): boolean {
  return error instanceof ApiError && typeof error.details?.reason === "string";
}

export const claimKeys = {
  all: ["claims"] as const,
  statuses: () => [...claimKeys.all, "status"] as const,
  status: (siteId: string) => [...claimKeys.statuses(), siteId] as const,
  link: (token: string, slug: string) => [...claimKeys.all, "link", token, slug] as const,
};

/** The site's current claim link, as the agency sees it: made when, expires when, mailed where. */
export function claimStatusQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: claimKeys.status(siteId),
    queryFn: () => callApi(claimApi.status, { params: { siteId } }),
    meta: { errorTitle: "Error loading the claim link" },
  });
}

/**
 * Makes a new claim link for the site (replacing its open one), mailed when an address is given: for a
 * screen that has just created the site (the creator's "for a client") and has no hook bound to its id.
 */
export function createClaimLink(siteId: string, input: CreateClaimInput = {}) {
  return callApi(claimApi.create, { params: { siteId }, json: input });
}

/** Makes a new claim link (replacing the open one), mailed when an address is given. */
export function useCreateClaim(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClaimInput) => createClaimLink(siteId, input),
    meta: { errorTitle: "Error creating the claim link" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.status(siteId) }),
  });
}

/** What a claim link offers; its refusals are the screen's to show, not a toast's. */
export function claimQueryOptions(token: string, slug: string) {
  return queryOptions({
    queryKey: claimKeys.link(token, slug),
    queryFn: () => callApi(claimApi.get, { params: { token }, query: { slug } }),
    retry: false,
    meta: { silent: true },
  });
}

export function useAcceptClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptClaimInput) => callApi(claimApi.accept, { params: { token }, json: input }),
    // A refused link gets its own screen; other failures a toast.
    meta: { errorTitle: "Error claiming site", silent: isClaimRefusal },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
      // Only the agency's view of links: the link just used would answer 409 "claimed" if asked again, and
      // the screen showing it is about to leave for the editor.
      await queryClient.invalidateQueries({ queryKey: claimKeys.statuses() });
    },
  });
}
