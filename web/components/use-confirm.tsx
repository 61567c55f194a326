import type { ReactNode } from "react";
import { useQuestion } from "@/lib/use-question";
import { ConfirmDialog, type ConfirmQuestion } from "./confirm-dialog";

/**
 * The confirmation as a promise (never window.confirm), for code that asks in the middle of its work:
 * `await confirm(question)` resolves true or false; render `dialog` somewhere in the tree. Closing the
 * dialog any other way counts as a refusal.
 */
export function useConfirm(): { confirm: (question: ConfirmQuestion) => Promise<boolean>; dialog: ReactNode } {
  const { question, ask, answer } = useQuestion<ConfirmQuestion, boolean>(false);
  const dialog = question && (
    <ConfirmDialog {...question} onConfirm={() => answer(true)} onClose={() => answer(false)} />
  );
  return { confirm: ask, dialog };
}
