import { ADMIN_MENU_COLLAPSED_STORAGE_KEY, EDITOR_MENU_COLLAPSED_STORAGE_KEY } from "@common/constants";
import { useCallback, useState } from "react";
import { useMatch } from "react-router";

/** The site editor's route: there the menu has a choice of its own. */
const EDITOR_PATH = "/admin/site/:id";

type Choices = { admin: boolean; editor: boolean };

/** A remembered choice, or `fallback` when the user has not made one. */
function readChoice(key: string, fallback: boolean): boolean {
  const stored = localStorage.getItem(key);
  return stored === null ? fallback : stored === "true";
}

/**
 * Whether the desktop admin menu shows icons only, remembered across visits. The site editor keeps
 * a choice of its own that starts collapsed, so the explorer, code and preview get the width; the
 * other screens start expanded. Toggling changes only the choice of the place it is made in.
 */
export function useMenuCollapsed() {
  const place = useMatch(EDITOR_PATH) ? "editor" : "admin";
  const [choices, setChoices] = useState<Choices>(() => ({
    admin: readChoice(ADMIN_MENU_COLLAPSED_STORAGE_KEY, false),
    editor: readChoice(EDITOR_MENU_COLLAPSED_STORAGE_KEY, true),
  }));

  const collapsed = choices[place];
  const toggle = useCallback(() => {
    const key = place === "editor" ? EDITOR_MENU_COLLAPSED_STORAGE_KEY : ADMIN_MENU_COLLAPSED_STORAGE_KEY;
    localStorage.setItem(key, String(!collapsed));
    setChoices((current) => ({ ...current, [place]: !collapsed }));
  }, [place, collapsed]);

  return { collapsed, toggle };
}
