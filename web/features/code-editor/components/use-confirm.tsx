import { type ReactNode, useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export type ConfirmOptions = {
  title: string;
  description: string;
  /** Extra detail under the question, e.g. a parser error. */
  detail?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
};

/**
 * A promise-based confirmation (never window.confirm): `await confirm(options)` resolves true or false;
 * render `dialog` somewhere in the tree. Closing the dialog any other way counts as a refusal.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((value: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setOptions(null);
    resolve?.(value);
  }, []);

  const dialog = (
    <Dialog open={options !== null} onOpenChange={(open) => !open && answer(false)}>
      {options && (
        <DialogContent role="alertdialog" className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{options.title}</DialogTitle>
            <DialogDescription className="break-words">{options.description}</DialogDescription>
          </DialogHeader>
          {options.detail && (
            <pre className="max-h-32 overflow-auto whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-xs">
              {options.detail}
            </pre>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => answer(false)}>
              {options.cancelLabel ?? "Cancel"}
            </Button>
            <Button variant={options.destructive ? "destructive" : "default"} onClick={() => answer(true)} autoFocus>
              {options.confirmLabel ?? "Continue"}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );

  return { confirm, dialog };
}
