import { useDeferredValue, useMemo, useState } from "react";

/**
 * A shop's list filter (products, orders): the words typed, deferred so typing stays quick, and the status
 * chosen. The filter object keeps its identity while neither changes, as the list's query key.
 */
export function useSearchFilter<S extends string>(status: S | undefined) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const filter = useMemo<{ q?: string; status?: S }>(
    () => ({ ...(q ? { q } : {}), ...(status ? { status } : {}) }),
    [q, status],
  );
  return { search, setSearch, q, filter, isFiltered: Boolean(q || status) };
}
