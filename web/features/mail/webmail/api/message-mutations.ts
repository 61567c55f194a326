import { mailMessageApi } from "@common/api/mail";
import type { MailFolder, MessageSummary } from "@common/schemas/mail";
import type { OpenedMessage } from "@common/schemas/mail-compose";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { type MessageFilter, webmailKeys } from "./webmail-keys";

type MessagePages = InfiniteData<{ messages: MessageSummary[]; next_cursor: string | null }, string | undefined>;
export type MessageChange = { unread?: boolean; folder?: MailFolder };

/**
 * Writes a change into every list of the mailbox and the message's own entry at once, so the screen
 * answers before the server does. A message moved to another folder leaves the lists of this one; a
 * deleted one (`null`) leaves them all.
 */
function useMessagePatched(mailboxId: string) {
  const queryClient = useQueryClient();
  return (id: string, change: MessageChange | null) => {
    for (const [key, old] of queryClient.getQueriesData<MessagePages>({ queryKey: webmailKeys.lists(mailboxId) })) {
      if (!old) continue;
      const filter = key.at(-1) as MessageFilter;
      const patch = (message: MessageSummary): MessageSummary[] => {
        if (message.id !== id) return [message];
        if (change === null || (change.folder && change.folder !== filter.folder)) return [];
        return [{ ...message, ...change }];
      };
      queryClient.setQueryData<MessagePages>(key, {
        ...old,
        pages: old.pages.map((page) => ({ ...page, messages: page.messages.flatMap(patch) })),
      });
    }
    if (change) {
      queryClient.setQueryData<OpenedMessage>(webmailKeys.message(id), (old) => old && { ...old, ...change });
    }
  };
}

/** After any change: the folders' counts and the lists, which the server orders and counts. */
export function useMailboxChanged(mailboxId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webmailKeys.folders(mailboxId) }),
      queryClient.invalidateQueries({ queryKey: webmailKeys.lists(mailboxId) }),
      // The mailbox switcher shows each mailbox's unread count.
      queryClient.invalidateQueries({ queryKey: webmailKeys.domains() }),
    ]);
}

/** Read or unread, or moved to another folder; shown at once, then the server's answer. */
export function useUpdateMessage(mailboxId: string) {
  const queryClient = useQueryClient();
  const patched = useMessagePatched(mailboxId);
  const changed = useMailboxChanged(mailboxId);
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string } & MessageChange) =>
      callApi(mailMessageApi.update, { params: { messageId: id }, json: change }),
    meta: { errorTitle: "Error updating message" },
    onMutate: async ({ id, ...change }) => {
      // A read of it still under way would answer the state from before the change.
      await queryClient.cancelQueries({ queryKey: webmailKeys.message(id) });
      patched(id, change);
    },
    onSuccess: (message) => queryClient.setQueryData(webmailKeys.message(message.id), message),
    onSettled: () => changed(),
  });
}

/** Deletes a message for good (from Trash or Spam, or a discarded draft). */
export function useRemoveMessage(mailboxId: string) {
  const queryClient = useQueryClient();
  const patched = useMessagePatched(mailboxId);
  const changed = useMailboxChanged(mailboxId);
  return useMutation({
    mutationFn: (id: string) => callApi(mailMessageApi.remove, { params: { messageId: id } }),
    meta: { errorTitle: "Error deleting message" },
    onSuccess: (_, id) => {
      patched(id, null);
      queryClient.removeQueries({ queryKey: webmailKeys.message(id), exact: true });
    },
    onSettled: () => changed(),
  });
}
