import type { ReactNode } from "react";
import { ConfirmDialog, type ConfirmOptions } from "./confirm-dialog";
import { useQuestion } from "./use-question";

/**
 * A promise-based confirmation (never window.confirm): `await confirm(options)` resolves true or false;
 * render `dialog` somewhere in the tree. Closing the dialog any other way counts as a refusal.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const { question, ask, answer } = useQuestion<ConfirmOptions, boolean>(false);
  return { confirm: ask, dialog: <ConfirmDialog question={question} onAnswer={answer} /> };
}
