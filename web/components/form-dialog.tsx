import type { ComponentProps, FormEvent, ReactNode } from "react";
import { DialogCancelButton } from "@/components/dialog-cancel-button";
import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";

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
  /** The form's classes, in place of the plain grid. */
  formClassName?: string;
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
  formClassName = "grid gap-4",
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
        <form onSubmit={handleSubmit} className={formClassName} noValidate>
          <DialogHeading title={title} description={description} />
          {children}
          <DialogFooter>
            <DialogCancelButton />
            <Button type="submit" disabled={busy || !canSubmit}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
