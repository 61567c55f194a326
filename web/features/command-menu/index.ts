// The command-menu feature's public entry: the admin layout mounts the menu and its top-bar button; the
// site editor offers its commands. The menu's body is a lazy chunk of its own, never imported from here.
export { CommandMenu } from "./components/command-menu";
export { CommandMenuButton } from "./components/command-menu-button";
export type { EditorCommands, ShortcutSection } from "./lib/command-menu-store";
export { isTextEntry } from "./lib/shortcut-keys";
export { useEditorCommands } from "./lib/use-editor-commands";
export { useScreenShortcuts } from "./lib/use-screen-shortcuts";
