import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";

export type ConfirmOptions = {
  title: string;
  description: string;
  /** Extra detail under the question, e.g. a parser error. */
  detail?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** The button focused when it opens: Cancel where a slip of Enter would lose work. */
  focus?: "confirm" | "cancel";
};

/** A yes-or-no question over the page, shown while `question` is set; closing it any other way answers no. */
export function ConfirmDialog({
  question,
  onAnswer,
}: {
  question: ConfirmOptions | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const focusCancel = question?.focus === "cancel";
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      {question && (
        <DialogContent role="alertdialog" className="sm:max-w-md">
          <DialogHeading title={question.title} description={question.description} descriptionClassName="break-words" />
          {question.detail && (
            <pre className="max-h-32 overflow-auto whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-xs">
              {question.detail}
            </pre>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onAnswer(false)} autoFocus={focusCancel}>
              {question.cancelLabel ?? "Cancel"}
            </Button>
            <Button
              variant={question.destructive ? "destructive" : "default"}
              onClick={() => onAnswer(true)}
              autoFocus={!focusCancel}
            >
              {question.confirmLabel ?? "Continue"}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
