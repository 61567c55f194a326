import { mailboxApi } from "@common/api/mail";
import type { CreateMailboxInput, UpdateMailboxInput } from "@common/schemas/mail";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mailKeys } from "./mail-keys";

/** The domain's mailboxes: all of them for admins and owners, the caller's own for everyone else. */
export function mailboxesQueryOptions(domainId: string) {
  return queryOptions({
    queryKey: mailKeys.mailboxes(domainId),
    queryFn: async () => (await callApi(mailboxApi.list, { params: { domainId } })).mailboxes,
    meta: { silent: true },
  });
}

/** Mailboxes and aliases both name mailboxes: a change to one refreshes the domain's lists together. */
function useDomainChange<Input, Answer>(
  domainId: string,
  mutationFn: (input: Input) => Promise<Answer>,
  meta: { errorTitle: string } | { silent: true },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.domain(domainId) }),
  });
}

/** Creating and changing a mailbox show their refusals in the dialog's fields. */
export const useCreateMailbox = (domainId: string) =>
  useDomainChange(
    domainId,
    (input: CreateMailboxInput) => callApi(mailboxApi.create, { params: { domainId }, json: input }),
    {
      silent: true,
    },
  );

export const useUpdateMailbox = (domainId: string) =>
  useDomainChange(
    domainId,
    ({ mailboxId, change }: { mailboxId: string; change: UpdateMailboxInput }) =>
      callApi(mailboxApi.update, { params: { mailboxId }, json: change }),
    { silent: true },
  );

export const useRemoveMailbox = (domainId: string) =>
  useDomainChange(domainId, (mailboxId: string) => callApi(mailboxApi.remove, { params: { mailboxId } }), {
    errorTitle: "Error deleting mailbox",
  });
