import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The submit button's text, and its text while `busy`. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** False keeps the submit button disabled (e.g. while a required field is blank). */
  canSubmit?: boolean;
  onSubmit: () => void;
  contentProps?: Omit<ComponentProps<typeof DialogContent>, "children">;
  children: ReactNode;
};

/** A dialog holding one small form: title, fields, Cancel and a submit button that shows when it runs. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel,
  busy,
  canSubmit = true,
  onSubmit,
  contentProps,
  children,
}: FormDialogProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !canSubmit) return;
    onSubmit();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy || !canSubmit}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
