import type { MailFolder } from "@common/schemas/mail";

/** What a message list shows: one folder of one mailbox, searched or not. */
export type MessageFilter = { mailboxId: string; folder: MailFolder; q?: string };

/**
 * Every webmail key starts with `webmailKeys.all`; a mailbox's folders and lists start with its own key,
 * so one invalidation after a change reads its counts and lists again.
 */
export const webmailKeys = {
  all: ["webmail"] as const,
  domains: () => [...webmailKeys.all, "domain"] as const,
  domain: (domainId: string) => [...webmailKeys.domains(), domainId] as const,
  mailboxes: (domainId: string) => [...webmailKeys.domain(domainId), "mailboxes"] as const,
  mailbox: (mailboxId: string) => [...webmailKeys.all, "mailbox", mailboxId] as const,
  folders: (mailboxId: string) => [...webmailKeys.mailbox(mailboxId), "folders"] as const,
  lists: (mailboxId: string) => [...webmailKeys.mailbox(mailboxId), "messages"] as const,
  list: (filter: MessageFilter) => [...webmailKeys.lists(filter.mailboxId), filter] as const,
  message: (messageId: string) => [...webmailKeys.all, "message", messageId] as const,
};
