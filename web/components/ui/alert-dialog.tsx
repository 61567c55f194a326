import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";
import { modalClasses } from "./modal";
import { styledPart } from "./styled-part";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={modalClasses.overlay} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(modalClasses.centered, className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = styledPart("div", "alert-dialog-header", modalClasses.header);
export const AlertDialogFooter = styledPart("div", "alert-dialog-footer", modalClasses.footer);
export const AlertDialogTitle = styledPart(AlertDialogPrimitive.Title, "alert-dialog-title", modalClasses.title);
export const AlertDialogDescription = styledPart(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  modalClasses.description,
);

export function AlertDialogAction({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: "default" | "destructive" }) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

export const AlertDialogCancel = styledPart(
  AlertDialogPrimitive.Cancel,
  "alert-dialog-cancel",
  buttonVariants({ variant: "outline" }),
);
