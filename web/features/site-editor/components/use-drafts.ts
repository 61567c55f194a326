import { useCallback, useState } from "react";
import type { Drafts } from "../lib/draft-state";

/** The editor's unsaved text per file id; switching files keeps every draft. */
export function useDrafts() {
  const [drafts, setDrafts] = useState<Drafts>(() => new Map());

  const setDraft = useCallback((fileId: string, content: string) => {
    setDrafts((previous) => {
      if (previous.get(fileId) === content) return previous;
      const next = new Map(previous);
      next.set(fileId, content);
      return next;
    });
  }, []);

  /** Drops a draft; with `ifContent`, only when the draft still holds that text (typing during a save survives). */
  const clearDraft = useCallback((fileId: string, ifContent?: string) => {
    setDrafts((previous) => {
      if (!previous.has(fileId)) return previous;
      if (ifContent !== undefined && previous.get(fileId) !== ifContent) return previous;
      const next = new Map(previous);
      next.delete(fileId);
      return next;
    });
  }, []);

  const clearAll = useCallback(() => setDrafts(new Map()), []);

  return { drafts, setDraft, clearDraft, clearAll };
}
