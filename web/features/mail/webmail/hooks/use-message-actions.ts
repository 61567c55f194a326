import type { MailFolder } from "@common/schemas/mail";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { useRemoveMessage, useUpdateMessage } from "../api/message-mutations";
import { FOLDERS } from "../lib/folders";
import { type Conversation, conversationOf } from "../lib/threads";

type Options = {
  mailboxId: string;
  folder: MailFolder;
  conversations: Conversation[];
  openId: string | null;
  open: (messageId: string) => void;
  close: () => void;
};

/** What a move tells the reader, by where the mail went. */
const MOVED: Partial<Record<MailFolder, string>> = {
  inbox: "Moved to Inbox",
  archive: "Archived",
  trash: "Moved to Trash",
  spam: "Marked as spam",
};

/**
 * What the reader does to the open conversation: moved to another folder (every message of it shown in
 * this folder), deleted for good, or marked unread. The next conversation opens in its place, as it does
 * in most mail clients, so the keyboard can work down a folder.
 */
export function useMessageActions({ mailboxId, folder, conversations, openId, open, close }: Options) {
  const update = useUpdateMessage(mailboxId);
  const remove = useRemoveMessage(mailboxId);
  const { confirm, dialog } = useConfirm();

  /** The open message's conversation in this folder's list, and what opens after it leaves. */
  const leaving = () => {
    const index = conversationOf(conversations, openId);
    const conversation = conversations[index];
    const ids = conversation ? conversation.messages.map((message) => message.id) : openId ? [openId] : [];
    const next = conversations[index + 1] ?? conversations[index - 1];
    return { ids, nextId: index >= 0 && next ? next.latest.id : null };
  };
  const goOn = (nextId: string | null) => (nextId ? open(nextId) : close());

  const move = (to: MailFolder) => {
    const { ids, nextId } = leaving();
    if (ids.length === 0 || to === folder) return;
    for (const id of ids) update.mutate({ id, folder: to });
    toast({
      title: MOVED[to] ?? `Moved to ${FOLDERS[to].label}`,
      description: ids.length > 1 ? `${ids.length} messages of the conversation` : undefined,
    });
    goOn(nextId);
  };

  const deleteForever = async () => {
    const { ids, nextId } = leaving();
    if (ids.length === 0) return;
    const isSure = await confirm({
      title: ids.length > 1 ? `Delete ${ids.length} messages forever?` : "Delete this message forever?",
      description: "It leaves the mailbox with its attachments, and cannot be brought back.",
      action: "Delete forever",
    });
    if (!isSure) return;
    for (const id of ids) remove.mutate(id);
    toast({ title: "Deleted forever" });
    goOn(nextId);
  };

  const markUnread = () => {
    if (!openId) return;
    update.mutate({ id: openId, unread: true });
    close();
  };

  return {
    archive: () => move("archive"),
    /** Delete: to Trash, or out of Trash for good. */
    trash: () => (folder === "trash" ? void deleteForever() : move("trash")),
    spam: () => move("spam"),
    notSpam: () => move("inbox"),
    toInbox: () => move("inbox"),
    deleteForever: () => void deleteForever(),
    markUnread,
    dialog,
  };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
