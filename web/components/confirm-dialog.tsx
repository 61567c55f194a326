import { type FormEvent, type ReactNode, useRef } from "react";
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

/** What an "are you sure" says: the question, what follows from it, and the button that goes ahead. */
export type ConfirmQuestion = {
  title: string;
  description: ReactNode;
  /** More than a sentence, under the description: a list of what is affected, a parser's error. */
  details?: ReactNode;
  /** The confirming button's words: "Delete 3 posts", "Roll back". */
  action: string;
  cancelLabel?: string;
  /**
   * A red button, for what removes or throws away (true unless said otherwise): Cancel then has the focus,
   * so that a slip of Enter loses nothing. Otherwise going ahead has it.
   */
  destructive?: boolean;
};

type Props = ConfirmQuestion & {
  /** False until the details' own question is answered (a name typed out, a password): Enter goes ahead. */
  canConfirm?: boolean;
  /** The action runs while the dialog stays open (it cannot be cancelled): its button waits, in these words. */
  isBusy?: boolean;
  busyAction?: string;
  onConfirm: () => void;
  /** Cancel, Escape, or the action done. */
  onClose: () => void;
};

/** The one way to ask before a change that is hard to take back; open while it is rendered. */
export function ConfirmDialog(props: Props) {
  const { title, description, details, action, cancelLabel = "Cancel", destructive = true } = props;
  const { canConfirm = true, isBusy = false, busyAction, onConfirm, onClose } = props;
  const confirmButton = useRef<HTMLButtonElement>(null);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canConfirm && !isBusy) onConfirm();
  }
  return (
    <AlertDialog open onOpenChange={(open) => !open && !isBusy && onClose()}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          if (destructive) return;
          event.preventDefault();
          confirmButton.current?.focus();
        }}
      >
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {details}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isBusy}>{cancelLabel}</AlertDialogCancel>
            <Button
              ref={confirmButton}
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={!canConfirm || isBusy}
            >
              {isBusy && busyAction ? busyAction : action}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A block of text kept as it is (file paths, a parser's message), for a confirmation's details. */
export function ConfirmDetails({ text }: { text: string }) {
  return (
    <pre className="max-h-32 overflow-auto whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-xs">{text}</pre>
  );
}
