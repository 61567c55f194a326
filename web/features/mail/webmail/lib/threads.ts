import type { MessageSummary } from "@common/schemas/mail";

/** One row of the list: a conversation's messages among those loaded, newest first. */
export type Conversation = {
  /** The thread's id. */
  id: string;
  /** The newest message, which the row shows and opens. */
  latest: MessageSummary;
  messages: MessageSummary[];
  unread: boolean;
  hasAttachments: boolean;
  /** Who wrote, newest first, each once: "Thandi, Pieter". */
  senders: string[];
};

/** A sender as the list names them: their name, else their address. */
export function senderName(person: { name: string; address: string }): string {
  return person.name.trim() || person.address;
}

/**
 * The loaded messages grouped by conversation, in the order of each one's newest message (the list
 * comes newest first, so a conversation stands where its newest message does).
 */
export function groupConversations(messages: MessageSummary[]): Conversation[] {
  const byThread = new Map<string, Conversation>();
  const order: Conversation[] = [];
  for (const message of messages) {
    const known = byThread.get(message.thread_id);
    if (known) {
      known.messages.push(message);
      known.unread ||= message.unread;
      known.hasAttachments ||= message.has_attachments;
      const name = senderName(message.from);
      if (!known.senders.includes(name)) known.senders.push(name);
      continue;
    }
    const conversation: Conversation = {
      id: message.thread_id,
      latest: message,
      messages: [message],
      unread: message.unread,
      hasAttachments: message.has_attachments,
      senders: [senderName(message.from)],
    };
    byThread.set(message.thread_id, conversation);
    order.push(conversation);
  }
  return order;
}

/** The conversation holding `messageId`, if it is loaded. */
export function conversationOf(conversations: Conversation[], messageId: string | null): number {
  if (!messageId) return -1;
  return conversations.findIndex((each) => each.messages.some((message) => message.id === messageId));
}
