import { fediverseApi } from "@common/api/fediverse";
import { mediaApi } from "@common/api/media";
import type { FederationInput } from "@common/schemas/fediverse";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { federatedKeys } from "./federated-keys";

/** A site's fediverse settings, its address and how many follow it. */
export function federationQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: federatedKeys.settings(siteId),
    queryFn: () => callApi(fediverseApi.get, { params: { siteId } }),
    // The screen says so in place, with Try again.
    meta: { silent: true },
  });
}

/** Saves the settings; a refusal shows under its field, or in a toast the form shows itself. */
export function useSaveFederation(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FederationInput) => callApi(fediverseApi.update, { params: { siteId }, json: input }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(federatedKeys.settings(siteId), saved);
      // Turning it off forgets the followers; the lists follow.
      await queryClient.invalidateQueries({ queryKey: federatedKeys.site(siteId) });
    },
  });
}

/** The site's pictures, to show the avatar and header the settings name by their media id. */
export function sitePicturesQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: federatedKeys.pictures(siteId),
    queryFn: async () => (await callApi(mediaApi.list, { params: { siteId } })).media,
    meta: { silent: true },
  });
}
