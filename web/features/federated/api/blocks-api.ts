import { fediverseApi } from "@common/api/fediverse";
import type { blockInputSchema } from "@common/schemas/fediverse";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "@/lib/api-client";
import { federatedKeys } from "./federated-keys";

/** The people and servers the site refuses, as the admins blocked them. */
export function blocksQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: federatedKeys.blocks(siteId),
    queryFn: async () => (await callApi(fediverseApi.blocks, { params: { siteId } })).blocks,
    meta: { silent: true },
  });
}

/** Blocks a person or a server: their follows end, so the followers and counts are read again. */
export function useAddBlock(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof blockInputSchema>) =>
      callApi(fediverseApi.block, { params: { siteId }, json: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federatedKeys.site(siteId) }),
  });
}

export function useRemoveBlock(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) => callApi(fediverseApi.unblock, { params: { siteId, blockId } }),
    meta: { errorTitle: "Error unblocking" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federatedKeys.blocks(siteId) }),
  });
}
