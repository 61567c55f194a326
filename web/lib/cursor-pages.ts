import { infiniteQueryOptions, keepPreviousData, type QueryKey } from "@tanstack/react-query";

/** A list route's answer: one page of rows, and where the next page starts (null after the last). */
type CursorPage = { next_cursor: string | null };

/**
 * A list read a page at a time, in the route's order: the next page asks for what comes after the last
 * one's cursor. The old list stays on screen while a new search or filter loads, rather than a flash of
 * nothing, and a failure is said in place of the list with Try again, not in a toast as well.
 */
export function cursorPagesOptions<Key extends QueryKey, Page extends CursorPage>(
  queryKey: Key,
  page: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => page(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
