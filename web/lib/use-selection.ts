import { useCallback, useMemo, useState } from "react";

const NONE: ReadonlySet<string> = new Set();

export type Selection = {
  /** The chosen items among those shown, in the list's order. */
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Chooses every item shown, or none. */
  setAll: (chosen: boolean) => void;
  clear: () => void;
  all: boolean;
  some: boolean;
};

/**
 * The checked rows of a list (submissions, posts). A new filter or search (`key`) starts with none, and
 * only those still shown count: one deleted or moved away drops out by itself.
 */
export function useSelection(key: string, shown: readonly { id: string }[]): Selection {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key, ids: NONE });
  const chosen = state.key === key ? state.ids : NONE;
  const ids = useMemo(() => shown.filter((item) => chosen.has(item.id)).map((item) => item.id), [shown, chosen]);

  const toggle = useCallback(
    (id: string) =>
      setState((old) => {
        const next = new Set(old.key === key ? old.ids : NONE);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { key, ids: next };
      }),
    [key],
  );
  const setAll = useCallback(
    (all: boolean) => setState({ key, ids: all ? new Set(shown.map((item) => item.id)) : NONE }),
    [key, shown],
  );
  const clear = useCallback(() => setState({ key, ids: NONE }), [key]);

  return {
    ids,
    has: (id) => chosen.has(id),
    toggle,
    setAll,
    clear,
    all: shown.length > 0 && ids.length === shown.length,
    some: ids.length > 0 && ids.length < shown.length,
  };
}
