import { storeApi } from "@common/api/commerce";
import type { CreateStoreInput, UpdateStoreInput } from "@common/schemas/commerce";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { commerceKeys } from "./commerce-keys";

/** The active organization's shops with their figures. */
export function storesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: commerceKeys.stores(organizationId),
    queryFn: async () => (await callApi(storeApi.list)).stores,
    // The screen says so in place, with Try again.
    meta: { silent: true },
  });
}

export function storeQueryOptions(storeId: string) {
  return queryOptions({
    queryKey: commerceKeys.store(storeId),
    queryFn: () => callApi(storeApi.get, { params: { storeId } }),
    // A shop that is gone (or another organization's) is said by the screen, not in a toast.
    meta: { silent: true },
  });
}

/** Opens a shop; a refusal shows in the form (a 402 with its Upgrade link in a toast too). */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStoreInput) => callApi(storeApi.create, { json: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...commerceKeys.all, "stores"] }),
  });
}

export function useUpdateStore(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStoreInput) => callApi(storeApi.update, { params: { storeId }, json: input }),
    meta: { silent: true },
    onSuccess: (store) => {
      queryClient.setQueryData(commerceKeys.store(storeId), store);
      return queryClient.invalidateQueries({ queryKey: [...commerceKeys.all, "stores"] });
    },
  });
}
