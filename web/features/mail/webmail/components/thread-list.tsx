import type { OpenedMessage } from "@common/schemas/mail-compose";
import { formatFullTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { FOLDERS } from "../lib/folders";
import { listDate } from "../lib/list-date";
import { senderName } from "../lib/threads";

type Props = { message: OpenedMessage; onOpen: (messageId: string) => void };

/** The conversation the message belongs to, oldest first; the open one marked, the others a click away. */
export function ThreadList({ message, onOpen }: Props) {
  if (message.thread.length < 2) return null;
  return (
    <section aria-label="Conversation" className="grid gap-2">
      <h3 className="text-sm font-medium">Conversation · {message.thread.length} messages</h3>
      <ol className="divide-y rounded-md border">
        {message.thread.map((each) => {
          const isCurrent = each.id === message.id;
          return (
            <li key={each.id}>
              <button
                type="button"
                aria-current={isCurrent ? "true" : undefined}
                disabled={isCurrent}
                onClick={() => onOpen(each.id)}
                className={cn(
                  "grid w-full gap-0.5 px-3 py-2 text-left text-sm outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset disabled:hover:bg-transparent",
                  isCurrent && "bg-accent/60",
                )}
              >
                <span className="flex items-center gap-2">
                  <span className={cn("min-w-0 flex-1 truncate", each.unread && "font-semibold")}>
                    {senderName(each.from)}
                    {isCurrent && <span className="text-muted-foreground"> (open)</span>}
                  </span>
                  {each.folder !== message.folder && (
                    <span className="shrink-0 text-xs text-muted-foreground">{FOLDERS[each.folder].label}</span>
                  )}
                  <time
                    dateTime={each.date}
                    title={formatFullTime(each.date)}
                    className="shrink-0 text-xs text-muted-foreground"
                  >
                    {listDate(each.date)}
                  </time>
                </span>
                {each.snippet && <span className="line-clamp-1 text-xs text-muted-foreground">{each.snippet}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
