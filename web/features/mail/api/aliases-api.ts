import { mailboxApi } from "@common/api/mail";
import type { CreateAliasInput } from "@common/schemas/mail";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mailKeys } from "./mail-keys";

/** The domain's aliases, forwards and catch-all. */
export function aliasesQueryOptions(domainId: string) {
  return queryOptions({
    queryKey: mailKeys.aliases(domainId),
    queryFn: async () => (await callApi(mailboxApi.listAliases, { params: { domainId } })).aliases,
    meta: { silent: true },
  });
}

/** Adds an alias, forward or catch-all; a refusal shows in the dialog. */
export function useCreateAlias(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAliasInput) => callApi(mailboxApi.createAlias, { params: { domainId }, json: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.aliases(domainId) }),
  });
}

export function useRemoveAlias(domainId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aliasId: string) => callApi(mailboxApi.removeAlias, { params: { aliasId } }),
    meta: { errorTitle: "Error removing address" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.aliases(domainId) }),
  });
}
