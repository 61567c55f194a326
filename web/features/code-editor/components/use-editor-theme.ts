import { useTheme } from "@/features/theme";
import { useMediaQuery } from "@/lib/use-media-query";
import type { EditorThemeName } from "./monaco-themes";

/** Monaco's theme for the app's: light, or dark when the app is dark (or follows a dark system). */
export function useEditorTheme(): EditorThemeName {
  const { theme } = useTheme();
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  return theme === "dark" || (theme === "system" && prefersDark) ? "webcraft-dark" : "webcraft-light";
}
