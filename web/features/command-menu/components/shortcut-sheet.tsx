import { useSyncExternalStore } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { commandMenuStore, type ShortcutSection } from "../lib/command-menu-store";
import { MODIFIER_LABEL } from "../lib/shortcut-keys";
import { Keys } from "./keys";

const SECTIONS: ShortcutSection[] = [
  {
    where: "Anywhere in the admin",
    shortcuts: [
      { keys: [MODIFIER_LABEL, "K"], does: "Open the command menu: sites, screens and actions" },
      { keys: ["?"], does: "Show these shortcuts (outside text fields)" },
      { keys: ["Esc"], does: "Close a menu or dialog" },
    ],
  },
  {
    where: "Site editor",
    shortcuts: [
      { keys: [MODIFIER_LABEL, "P"], does: "Go to a file" },
      { keys: [MODIFIER_LABEL, "S"], does: "Save the open file (formatted first in the code editor)" },
    ],
  },
  {
    where: "Command menu",
    shortcuts: [
      { keys: ["↑", "↓"], does: "Move through the results" },
      { keys: ["Enter"], does: "Open the highlighted result" },
      { keys: ["Backspace"], does: "Leave the files-only list (when the search is empty)" },
    ],
  },
];

/**
 * The sheet `?` opens: every keyboard shortcut, with ⌘ on Apple keyboards and Ctrl elsewhere; the open
 * screen's own keys first.
 */
export function ShortcutSheet({ open }: { open: boolean }) {
  const screen = useSyncExternalStore(commandMenuStore.subscribe, commandMenuStore.getScreenShortcuts);
  const sections = screen ? [screen, ...SECTIONS] : SECTIONS;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && commandMenuStore.setView("closed")}>
      <DialogContent data-command-menu="" className="max-h-[85svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Work through the admin without leaving the keyboard.</DialogDescription>
        </DialogHeader>
        {sections.map((section) => (
          <section key={section.where} className="grid gap-2">
            <h3 className="text-sm font-medium">{section.where}</h3>
            <dl className="grid gap-1.5">
              {section.shortcuts.map((shortcut) => (
                <div key={shortcut.does} className="flex items-center justify-between gap-4 text-sm">
                  <dt className="text-muted-foreground">{shortcut.does}</dt>
                  <dd>
                    <Keys keys={shortcut.keys} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
}
