import { useRef } from "react";

/**
 * A menu item that opens a dialog or focuses a field must wait until the menu has closed and let go of
 * focus, or the two fight over it. `later(action)` from an item's onSelect keeps the action; the menu's
 * onCloseAutoFocus runs it then, instead of handing focus back to the trigger.
 */
export function useAfterMenuCloses() {
  const pending = useRef<(() => void) | null>(null);
  return {
    later: (action: () => void) => {
      pending.current = action;
    },
    onCloseAutoFocus: (event: Event) => {
      const action = pending.current;
      pending.current = null;
      if (!action) return;
      event.preventDefault();
      action();
    },
  };
}
