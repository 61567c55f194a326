import { useCallback, useEffect, useState } from "react";
import { type CreatorDraft, EMPTY_DRAFT } from "../lib/creator-steps";

const STORAGE_KEY = "webcraft.creator";

function stored(): CreatorDraft {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? { ...EMPTY_DRAFT, ...(JSON.parse(text) as Partial<CreatorDraft>) } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** The wizard's draft, kept in this tab's session storage so that a reload keeps what was typed. */
export function useCreatorDraft() {
  const [draft, setDraft] = useState<CreatorDraft>(stored);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // A full storage (a large logo) only loses the reload safety net, not the draft in this page.
    }
  }, [draft]);
  const update = useCallback((change: Partial<CreatorDraft>) => setDraft((current) => ({ ...current, ...change })), []);
  const reset = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY);
    setDraft(EMPTY_DRAFT);
  }, []);
  return { draft, update, reset };
}
