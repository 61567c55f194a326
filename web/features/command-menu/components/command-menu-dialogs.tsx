import { useState } from "react";
import { CreateSiteDialog } from "@/features/site-list";
import type { CommandMenuView } from "../lib/command-menu-store";
import { CommandPalette } from "./command-palette";
import { ShortcutSheet } from "./shortcut-sheet";

/** The lazily loaded part: the menu, the shortcut sheet, and the dialog the menu's 'Create site' opens. */
export function CommandMenuDialogs({ view }: { view: CommandMenuView }) {
  const [isCreateSiteOpen, setIsCreateSiteOpen] = useState(false);
  return (
    <>
      <CommandPalette
        mode={view === "all" || view === "files" ? view : null}
        onCreateSite={() => setIsCreateSiteOpen(true)}
      />
      <ShortcutSheet open={view === "shortcuts"} />
      <CreateSiteDialog open={isCreateSiteOpen} onOpenChange={setIsCreateSiteOpen} />
    </>
  );
}
