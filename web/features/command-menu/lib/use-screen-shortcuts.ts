import { useEffect } from "react";
import { commandMenuStore, type ShortcutSection } from "./command-menu-store";

/**
 * A screen with keys of its own lists them in the shortcut sheet (`?`) while it is mounted, above the
 * admin's. Pass a section that does not change from render to render (a constant).
 */
export function useScreenShortcuts(section: ShortcutSection) {
  useEffect(() => {
    commandMenuStore.setScreenShortcuts(section);
    return () => commandMenuStore.setScreenShortcuts(null);
  }, [section]);
}
