import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { ModalContent, modalClasses } from "./modal";
import { styledPart } from "./styled-part";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

/** A dialog that slides in from the right edge, full width on phones. */
export function SheetContent(props: React.ComponentProps<typeof SheetPrimitive.Content>) {
  return (
    <ModalContent
      kind="sheet"
      layout="fixed inset-y-0 right-0 z-50 flex h-full w-full flex-col gap-4 border-l bg-background shadow-lg outline-none sm:max-w-md"
      {...props}
    />
  );
}

export const SheetHeader = styledPart("div", "sheet-header", "flex flex-col gap-1.5 p-4 pr-12");
export const SheetTitle = styledPart(SheetPrimitive.Title, "sheet-title", modalClasses.title);
export const SheetDescription = styledPart(SheetPrimitive.Description, "sheet-description", modalClasses.description);
