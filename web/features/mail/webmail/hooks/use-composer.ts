import { useCallback, useState } from "react";
import type { ComposeStart } from "../lib/compose-start";

/**
 * Which compose form is open, if any. Each opening gets its own key, so a new message after a sent one
 * starts blank.
 */
export function useComposer() {
  const [composing, setComposing] = useState<{ start: ComposeStart; key: number } | null>(null);
  const start = useCallback((next: ComposeStart) => setComposing({ start: next, key: Date.now() }), []);
  const close = useCallback(() => setComposing(null), []);
  return { composing, start, close };
}
