import type { SiteFile } from "@common/schemas/files";

/** What the command menu shows: nothing, everything, only the open site's files, or the shortcut sheet. */
export type CommandMenuView = "closed" | "all" | "files" | "shortcuts";

/** What the site editor offers the menu while it is open (useEditorCommands). */
export type EditorCommands = {
  siteId: string;
  files: readonly SiteFile[];
  /** The file open in the editor, which Save writes. */
  currentPath: string | null;
  openFile: (file: SiteFile) => void;
  /** Absent for a role that may not edit files: the menu offers no `Save file`. */
  save?: () => void;
  /** Absent for a role that may not publish: the menu offers no `Publish site`. */
  publish?: () => void;
  /** Opens the Insert media picker over the open file; absent for a role that may not edit files. */
  insertMedia?: () => void;
  showPreview: () => void;
};

/** A screen's own keys (the mail client's j, k, r…), listed first in the shortcut sheet while it is open. */
export type ShortcutSection = { where: string; shortcuts: { keys: readonly string[]; does: string }[] };

// One menu per page, opened from key presses, the top bar's button and the menu itself: a module store
// lets all of them reach it without a provider around the admin's routes.
let view: CommandMenuView = "closed";
let editor: EditorCommands | null = null;
let screenShortcuts: ShortcutSection | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export const commandMenuStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getView: () => view,
  setView(next: CommandMenuView) {
    if (next === view) return;
    view = next;
    notify();
  },
  getEditor: () => editor,
  setEditor(next: EditorCommands | null) {
    editor = next;
    notify();
  },
  getScreenShortcuts: () => screenShortcuts,
  setScreenShortcuts(next: ShortcutSection | null) {
    screenShortcuts = next;
    notify();
  },
};
