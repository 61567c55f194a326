// The theme feature's public entry: the chosen theme, read and changed anywhere.
export { type Theme, ThemeContext, useTheme } from "./theme-context";
