import { createContext, useContext } from "react";

export type Theme = "light" | "dark" | "system";

export type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void };

/** Filled by the app's ThemeProvider (web/app/providers/theme-provider.tsx), read through `useTheme`. */
export const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error("useTheme must be used inside ThemeProvider");
  return state;
}
