import type * as React from "react";
import { DialogContent } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

/** A dialog wide enough for code: nearly full-screen on phones, up to 64rem wide on desktops. */
export function WideDialogContent({ className, ...props }: React.ComponentProps<typeof DialogContent>) {
  return (
    <DialogContent
      className={cn(
        "flex h-[calc(100dvh-1rem)] max-w-[calc(100%-1rem)] flex-col gap-3 p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:max-w-5xl sm:gap-4 sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

/** The code area of a WideDialogContent: fills the phone screen, a fixed height on desktops. */
export function WideDialogCode({ children }: { children: React.ReactNode }) {
  return <div className="min-h-0 flex-1 sm:h-[min(60dvh,560px)] sm:flex-none">{children}</div>;
}
