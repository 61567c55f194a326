import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type Props = {
  title: string;
  description: ReactNode;
  /** The confirming button's words, and its words while the action runs. */
  action: string;
  busyAction: string;
  isBusy: boolean;
  /** More than a sentence (a list of what is affected), shown under the description. */
  details?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that is hard to take back: removing someone or something, handing ownership on, leaving. */
export function ConfirmDialog({ title, description, action, busyAction, isBusy, details, onConfirm, onClose }: Props) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {details}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={isBusy} onClick={onConfirm}>
            {isBusy ? busyAction : action}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
