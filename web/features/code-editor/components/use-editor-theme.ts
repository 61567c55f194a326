import { useTheme } from "@/features/theme";
import { useMediaQuery } from "@/lib/use-media-query";

/** Monaco's theme for the app's: 'vs' in light, 'vs-dark' in dark (or system dark). */
export function useEditorTheme(): "vs" | "vs-dark" {
  const { theme } = useTheme();
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  return theme === "dark" || (theme === "system" && prefersDark) ? "vs-dark" : "vs";
}
