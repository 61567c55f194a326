import type { ReactNode } from "react";
import type { Selection } from "@/lib/use-selection";
import { cn } from "@/lib/utils";
import { ChooseAllBox } from "./choose-box";
import { LoadMore } from "./load-more";

/** The part of an infinite query that reads older pages. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
};

type Props = {
  /** The list's name for assistive technology: "Posts". */
  label: string;
  /** How many rows are shown: none shows `empty` instead. */
  count: number;
  /** "Showing 3 posts": read out as a search or filter changes what is shown. */
  summary: string;
  selection: Selection;
  /** A new filter is loading: the old rows stay, dimmed. */
  isStale: boolean;
  empty: ReactNode;
  /** Older pages, and what they hold in the plural: "submissions". */
  more: MorePages;
  moreOf: string;
  /** The rows, each an `li` with its own box to choose it. */
  children: ReactNode;
};

/**
 * The rows of a list with a box to choose them all, how many are shown, and older pages loaded on request.
 * A fragment: its parts take the spacing of the screen's column.
 */
export function ListRows({ label, count, summary, selection, isStale, empty, more, moreOf, children }: Props) {
  return (
    <>
      <div className="flex items-center gap-3 px-3">
        {count > 0 && <ChooseAllBox selection={selection} />}
        <p role="status" className="text-sm text-muted-foreground">
          {count > 0 ? summary : ""}
        </p>
      </div>
      {count === 0 ? (
        empty
      ) : (
        <ul aria-label={label} className={cn("divide-y rounded-lg border", isStale && "opacity-60")}>
          {children}
        </ul>
      )}
      <LoadMore more={more} things={moreOf} />
    </>
  );
}
