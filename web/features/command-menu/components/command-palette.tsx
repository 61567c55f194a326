import { Dialog as DialogPrimitive } from "radix-ui";
import { Dialog } from "@/components/ui/dialog";
import { modalClasses } from "@/components/ui/modal";
import { commandMenuStore } from "../lib/command-menu-store";
import { CommandSearch } from "./command-search";

type Props = {
  /** Everything, only files, or closed (null). */
  mode: "all" | "files" | null;
  onBlankSite: () => void;
};

/**
 * The command menu's dialog: below the top of the screen on wide screens, the whole screen on phones.
 * Its own content rather than DialogContent: the search row holds the close button, sized for touch.
 */
export function CommandPalette({ mode, onBlankSite }: Props) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && commandMenuStore.setView("closed")}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className={modalClasses.overlay} />
        <DialogPrimitive.Content
          data-slot="command-menu"
          data-command-menu=""
          aria-describedby={undefined}
          className="fixed top-[12vh] left-1/2 z-50 flex max-h-[min(34rem,76vh)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 flex-col overflow-hidden rounded-lg border bg-background shadow-lg outline-none sm:max-w-xl max-sm:inset-0 max-sm:max-h-none max-sm:max-w-none max-sm:translate-x-0 max-sm:rounded-none max-sm:border-0"
        >
          {mode && <CommandSearch mode={mode} onBlankSite={onBlankSite} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
