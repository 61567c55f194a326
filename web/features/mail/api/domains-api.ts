import { mailDomainApi } from "@common/api/mail";
import type { MailDomain } from "@common/schemas/mail";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mailKeys } from "./mail-keys";

/** The active organization's mail domains, each with its DNS records and what the last check found. */
export function mailDomainsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: mailKeys.domains(organizationId),
    queryFn: async () => (await callApi(mailDomainApi.list)).domains,
    // The screen says so in place, with Try again.
    meta: { silent: true },
  });
}

/** Adds a domain; a refusal (a name another organization holds, say) shows under the form's field. */
export function useAddMailDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => callApi(mailDomainApi.add, { json: { domain } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.domains(organizationId) }),
  });
}

/** Looks the domain's records up again; the answer replaces the domain in the list at once. */
export function useVerifyMailDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: string) => callApi(mailDomainApi.verify, { params: { domainId } }),
    meta: { errorTitle: "Error checking records" },
    onSuccess: (checked) =>
      queryClient.setQueryData(mailKeys.domains(organizationId), (domains: MailDomain[] | undefined) =>
        domains?.map((domain) => (domain.id === checked.id ? checked : domain)),
      ),
  });
}

export function useRemoveMailDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: string) => callApi(mailDomainApi.remove, { params: { domainId } }),
    meta: { errorTitle: "Error removing domain" },
    onSuccess: async (_, domainId) => {
      queryClient.removeQueries({ queryKey: mailKeys.domain(domainId) });
      await queryClient.invalidateQueries({ queryKey: mailKeys.domains(organizationId) });
    },
  });
}
