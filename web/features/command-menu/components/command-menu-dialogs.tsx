import { useState } from "react";
import { BlankSiteDialog } from "@/features/site-list";
import type { CommandMenuView } from "../lib/command-menu-store";
import { CommandPalette } from "./command-palette";
import { ShortcutSheet } from "./shortcut-sheet";

/** The lazily loaded part: the menu, the shortcut sheet, and the dialog the menu's 'Blank site (code)' opens. */
export function CommandMenuDialogs({ view }: { view: CommandMenuView }) {
  const [isBlankSiteOpen, setIsBlankSiteOpen] = useState(false);
  return (
    <>
      <CommandPalette
        mode={view === "all" || view === "files" ? view : null}
        onBlankSite={() => setIsBlankSiteOpen(true)}
      />
      <ShortcutSheet open={view === "shortcuts"} />
      <BlankSiteDialog open={isBlankSiteOpen} onOpenChange={setIsBlankSiteOpen} />
    </>
  );
}
