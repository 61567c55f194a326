import { mailboxApi, mailDomainApi, mailMessageApi } from "@common/api/mail";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { cursorPagesOptions } from "@/lib/cursor-pages";
import { type MessageFilter, webmailKeys } from "./webmail-keys";

export function mailDomainQueryOptions(domainId: string) {
  return queryOptions({
    queryKey: webmailKeys.domain(domainId),
    queryFn: () => callApi(mailDomainApi.get, { params: { domainId } }),
    // A domain that is not found is said on the screen, with the way back.
    meta: { silent: true },
  });
}

/** The mailboxes of the domain the reader reaches: all of them for admins and owners, their own for others. */
export function mailboxesQueryOptions(domainId: string) {
  return queryOptions({
    queryKey: webmailKeys.mailboxes(domainId),
    queryFn: async () => (await callApi(mailboxApi.list, { params: { domainId } })).mailboxes,
    meta: { silent: true },
  });
}

export function foldersQueryOptions(mailboxId: string) {
  return queryOptions({
    queryKey: webmailKeys.folders(mailboxId),
    queryFn: async () => (await callApi(mailMessageApi.folders, { params: { mailboxId } })).folders,
    meta: { errorTitle: "Error loading folders" },
    // New mail shows up in the counts while the client stays open.
    refetchInterval: 60_000,
  });
}

/**
 * Newest first, 50 at a time. While a new search loads, the folder's last list stays on screen; another
 * folder's never does, so nothing is shown (or opened) under the wrong folder's name.
 */
export function messagesQueryOptions(filter: MessageFilter) {
  const { mailboxId, folder, q } = filter;
  const options = cursorPagesOptions(webmailKeys.list(filter), (cursor, signal) =>
    callApi(mailMessageApi.list, { params: { mailboxId }, query: { folder, q, cursor } }, { signal }),
  );
  return {
    ...options,
    placeholderData: <T>(previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined) => {
      const shown = query?.queryKey.at(-1) as MessageFilter | undefined;
      return shown?.mailboxId === mailboxId && shown.folder === folder ? previous : undefined;
    },
    refetchInterval: 60_000,
  };
}

export function messageQueryOptions(messageId: string) {
  return queryOptions({
    queryKey: webmailKeys.message(messageId),
    queryFn: () => callApi(mailMessageApi.get, { params: { messageId } }),
    // A message that is gone is said in the reading pane.
    meta: { silent: true },
    // The reading frame's address is signed for 30 minutes, and a new one reloads the frame: read the
    // message again well before it expires, not on every return to the tab.
    staleTime: 20 * 60_000,
    // A sent message waiting its turn says when it has gone.
    refetchInterval: (query) => (query.state.data?.delivery?.status === "queued" ? 5_000 : false),
  });
}

/** Where an attachment downloads from: a plain link, the server answers it as a download. */
export function attachmentUrl(messageId: string, attachmentId: string): string {
  return mailMessageApi.attachment.path
    .replace("{messageId}", encodeURIComponent(messageId))
    .replace("{attachmentId}", encodeURIComponent(attachmentId));
}
