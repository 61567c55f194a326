import { PaperclipIcon } from "lucide-react";
import { formatFullTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { listDate } from "../lib/list-date";
import { type Conversation, senderName } from "../lib/threads";

type Props = {
  conversation: Conversation;
  /** In Sent and Drafts a row names who the mail went to rather than who wrote it. */
  showRecipients: boolean;
  isOpen: boolean;
  onOpen: () => void;
};

function recipientsOf(conversation: Conversation): string {
  const names = conversation.latest.to.map(senderName);
  return names.length > 0 ? `To: ${names.join(", ")}` : "No recipients yet";
}

/**
 * One conversation: who wrote (with how many messages it holds), when, the subject and the start of the
 * newest message; unread ones in bold with a dot, and "Unread" for screen readers.
 */
export function ConversationRow({ conversation, showRecipients, isOpen, onOpen }: Props) {
  const { latest, unread, messages, hasAttachments } = conversation;
  const who = showRecipients ? recipientsOf(conversation) : conversation.senders.join(", ");
  return (
    <li className={cn("relative", isOpen && "bg-accent")}>
      <button
        type="button"
        data-message-id={latest.id}
        aria-current={isOpen ? "true" : undefined}
        onClick={onOpen}
        className="grid w-full min-w-0 gap-0.5 px-3 py-2.5 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <span className="flex min-w-0 items-center gap-2">
          {unread && <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
          {unread && <span className="sr-only">Unread: </span>}
          <span className={cn("min-w-0 flex-1 truncate text-sm", unread ? "font-semibold" : "text-foreground/90")}>
            {who}
          </span>
          {messages.length > 1 && (
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              <span className="sr-only">, </span>
              {messages.length}
              <span className="sr-only"> messages</span>
            </span>
          )}
          {hasAttachments && (
            <span className="shrink-0 text-muted-foreground">
              <PaperclipIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">, has attachments, </span>
            </span>
          )}
          <time
            dateTime={latest.date}
            title={formatFullTime(latest.date)}
            className={cn("shrink-0 text-xs", unread ? "font-semibold" : "text-muted-foreground")}
          >
            {listDate(latest.date)}
          </time>
        </span>
        <span className={cn("truncate text-sm", unread ? "font-semibold" : "text-foreground/90")}>
          {latest.subject || "(no subject)"}
        </span>
        {latest.snippet && <span className="line-clamp-1 text-xs text-muted-foreground">{latest.snippet}</span>}
      </button>
    </li>
  );
}
