import { XIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const MOBILE_DRAWER_ID = "mobile-drawer";

type Props = { open: boolean; onClose: () => void; label: string; children: ReactNode };

/**
 * On screens 640px or narrower the menu slides in from the left (width 0 closed, 15rem open) over a
 * dimmed overlay; a click on the overlay or Escape closes it. Closed, it is invisible and inert, so nothing inside takes focus or shows to assistive tech.
 */
export function MobileDrawer({ open, onClose, label, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === "Escape") onClose();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onClose]);

  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className={cn(
          "fixed inset-0 z-40 bg-black/50 transition-opacity duration-200",
          open ? "opacity-100" : "pointer-events-none opacity-0",
        )}
      />
      <div
        id={MOBILE_DRAWER_ID}
        ref={panel}
        role="dialog"
        aria-modal={open}
        aria-label={label}
        inert={!open}
        className={cn(
          "fixed top-0 bottom-0 left-0 z-50 overflow-hidden bg-background shadow-lg transition-[width,visibility] duration-200",
          open ? "visible w-60 border-r" : "invisible w-0",
        )}
      >
        <div className="flex h-full w-60 flex-col">
          <div className="flex h-16 items-center justify-between border-b px-4">
            <span className="font-semibold">Menu</span>
            <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close menu">
              <XIcon aria-hidden="true" />
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto p-3">{children}</div>
        </div>
      </div>
    </>
  );
}
