import { useDeferredValue, useState } from "react";

/** A range of days, YYYY-MM-DD, either end open ("" for none). */
export type DateRange = { from: string; to: string };

const ANY_DAY: DateRange = { from: "", to: "" };

/** The inbox's filters as one value: the words typed, the words searched for (trimmed, deferred) and the days. */
export function useInboxFilters() {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [dates, setDates] = useState<DateRange>(ANY_DAY);
  return {
    search,
    setSearch,
    q,
    dates,
    setDates,
    isFiltered: Boolean(q || dates.from || dates.to),
    clear() {
      setSearch("");
      setDates(ANY_DAY);
    },
  };
}

export type InboxFilterState = ReturnType<typeof useInboxFilters>;
