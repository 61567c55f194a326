import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatFullTime, formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";

type Props = {
  /** "Version 3", "Revision 3". */
  name: string;
  isCurrent: boolean;
  isSelected: boolean;
  /** One line on what it is: the save's message, the post's title then. */
  summary: string;
  /** Who saved it, and when (ISO). */
  author: string;
  createdAt: string;
  onSelect: () => void;
  /** More between the summary and who saved it: the lines a version changed. */
  children?: ReactNode;
};

/** One saved state in a history list (a file's version, a post's revision): a button that opens it. */
export function HistoryEntry({ name, isCurrent, isSelected, summary, author, createdAt, onSelect, children }: Props) {
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? "true" : undefined}
        onClick={onSelect}
        className={cn(
          "flex w-full flex-col gap-0.5 rounded-md px-3 py-2 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
          isSelected && "bg-accent",
        )}
      >
        <span className="flex items-center gap-2 text-sm font-medium">
          {name}
          {isCurrent && <Badge variant="secondary">Current</Badge>}
        </span>
        <span className="truncate text-sm text-muted-foreground">{summary}</span>
        {children}
        <span className="truncate text-xs text-muted-foreground">
          {author} ·{" "}
          <time dateTime={createdAt} title={formatFullTime(createdAt)}>
            {formatRelativeTime(createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
