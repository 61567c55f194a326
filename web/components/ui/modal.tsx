import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";

/** The classes Dialog, AlertDialog and Sheet share, so the three look like one family. */
export const modalClasses = {
  overlay: "fixed inset-0 z-50 bg-black/50",
  /** A box in the middle of the screen (Dialog, AlertDialog); a Sheet sits at an edge instead. */
  centered:
    "fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg sm:max-w-lg",
  header: "flex flex-col gap-2 text-left",
  footer: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
  title: "text-lg font-semibold leading-none",
  description: "text-sm text-muted-foreground",
};

type ModalContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Names the data-slot of the overlay and of the content: `${kind}-overlay`, `${kind}-content`. */
  kind: "dialog" | "sheet";
  /** Where the content sits and how it looks; the caller's className is merged after it. */
  layout: string;
};

/** A Radix dialog's content over a dimmed overlay, with a close button (✕) in its top-right corner. */
export function ModalContent({ kind, layout, className, children, ...props }: ModalContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot={`${kind}-overlay`} className={modalClasses.overlay} />
      <DialogPrimitive.Content data-slot={`${kind}-content`} className={cn(layout, className)} {...props}>
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-xs opacity-70 transition-opacity hover:opacity-100 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
          <XIcon className="size-4" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
