import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useRef } from "react";

type Props = { open: boolean; onClose: () => void; children: ReactNode };

/** On mobile, the file explorer as a full-screen overlay (a modal dialog: focus stays inside, Escape closes). */
export function ExplorerOverlay({ open, onClose, children }: Props) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={contentRef}
          aria-describedby={undefined}
          tabIndex={-1}
          // Focus the overlay itself: focusing its first button would pop that button's tooltip open.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Files</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
