import { ADMIN_MENU_COLLAPSED_STORAGE_KEY } from "@common/constants";
import { useCallback, useEffect, useState } from "react";

/** Whether the desktop admin menu shows icons only; remembered across visits. */
export function useMenuCollapsed() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(ADMIN_MENU_COLLAPSED_STORAGE_KEY) === "true");

  useEffect(() => {
    localStorage.setItem(ADMIN_MENU_COLLAPSED_STORAGE_KEY, String(collapsed));
  }, [collapsed]);

  const toggle = useCallback(() => setCollapsed((current) => !current), []);
  return { collapsed, toggle };
}
