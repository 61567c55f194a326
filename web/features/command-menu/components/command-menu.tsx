import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { type CommandMenuView, commandMenuStore } from "../lib/command-menu-store";
import { isModifierShortcut, isTextEntry } from "../lib/shortcut-keys";

// Only this listener is in the admin's first load; the menu itself and the shortcut sheet come in a chunk
// of their own, fetched as soon as an open looks near: Ctrl or Cmd goes down, or a pointer or focus
// reaches the Search button. By the time the K follows, the chunk is usually here.
const loadDialogs = () => import("./command-menu-dialogs");

/** Starts fetching the menu's code. A failed fetch is tried again on the first open, which shows the error. */
export function prefetchCommandMenu() {
  void loadDialogs().catch(() => {});
}
const CommandMenuDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.CommandMenuDialogs })));

/** Another dialog or alert is open with focus in it: its keys are its own. Monaco's find box calls itself a dialog too. */
function isInOtherDialog(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const dialog = target.closest('[role="dialog"], [role="alertdialog"]');
  return dialog !== null && !dialog.hasAttribute("data-command-menu") && !dialog.closest(".monaco-editor");
}

/** The view a key press asks for, or null when the press is not ours. */
function viewFor(event: KeyboardEvent, current: CommandMenuView): CommandMenuView | null {
  if (isModifierShortcut(event, "k")) return current === "all" ? "closed" : "all";
  // Outside the site editor Ctrl/Cmd+P stays the browser's Print.
  if (isModifierShortcut(event, "p")) return commandMenuStore.getEditor() ? "files" : null;
  if (event.key === "?" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextEntry(event.target)) {
    return current === "shortcuts" ? "closed" : "shortcuts";
  }
  return null;
}

function handleKeyDown(event: KeyboardEvent) {
  if (event.key === "Control" || event.key === "Meta") prefetchCommandMenu();
  if (event.defaultPrevented || event.isComposing || isInOtherDialog(event.target)) return;
  const next = viewFor(event, commandMenuStore.getView());
  if (next === null) return;
  // Caught on the way down, before Monaco sees it: Ctrl+K would otherwise start one of its key chords.
  event.preventDefault();
  event.stopPropagation();
  commandMenuStore.setView(next);
}

/** Ctrl/Cmd+K, Ctrl/Cmd+P (site editor) and ? anywhere in the admin; renders the menu once it has been opened. */
export function CommandMenu() {
  const view = useSyncExternalStore(commandMenuStore.subscribe, commandMenuStore.getView);
  const [hasOpened, setHasOpened] = useState(false);
  if (view !== "closed" && !hasOpened) setHasOpened(true);

  useEffect(() => {
    window.addEventListener("keydown", handleKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", handleKeyDown, { capture: true });
  }, []);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CommandMenuDialogs view={view} />
    </Suspense>
  );
}
