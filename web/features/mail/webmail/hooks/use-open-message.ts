import type { MessageSummary } from "@common/schemas/mail";
import type { OpenedMessage } from "@common/schemas/mail-compose";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { messageQueryOptions } from "../api/mail-queries";
import { useUpdateMessage } from "../api/message-mutations";

/**
 * The message open in the reading pane. Opening an unread one marks it read, once per opening: a reader
 * who then marks it unread again keeps it so.
 */
export function useOpenMessage(mailboxId: string, messageId: string | null, fromList: MessageSummary | undefined) {
  const query = useQuery({ ...messageQueryOptions(messageId ?? ""), enabled: messageId !== null });
  const message: OpenedMessage | undefined = messageId ? query.data : undefined;
  const { mutate } = useUpdateMessage(mailboxId);
  const seen = useRef<string | null>(null);
  const isUnread = message?.unread ?? fromList?.unread ?? false;
  useEffect(() => {
    if (!messageId || seen.current === messageId || !(message || fromList)) return;
    seen.current = messageId;
    // Drafts open in the compose form, which is not reading them.
    if (isUnread && (message ?? fromList)?.folder !== "drafts") mutate({ id: messageId, unread: false });
  }, [messageId, message, fromList, isUnread, mutate]);
  return { query, message };
}
