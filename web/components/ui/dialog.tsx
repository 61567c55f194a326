import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { ModalContent, modalClasses } from "./modal";
import { styledPart } from "./styled-part";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent(props: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return <ModalContent kind="dialog" layout={modalClasses.centered} {...props} />;
}

export const DialogHeader = styledPart("div", "dialog-header", modalClasses.header);
export const DialogFooter = styledPart("div", "dialog-footer", modalClasses.footer);
export const DialogTitle = styledPart(DialogPrimitive.Title, "dialog-title", modalClasses.title);
export const DialogDescription = styledPart(
  DialogPrimitive.Description,
  "dialog-description",
  modalClasses.description,
);
