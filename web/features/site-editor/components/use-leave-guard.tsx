import { type ReactNode, useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";

/**
 * Guards unsaved edits. While `hasUnsavedChanges` is true: closing or reloading the tab shows the
 * browser's own prompt (beforeunload), and in-app navigation to another path is held by react-router's
 * useBlocker until the user answers a dialog ('Stay' / 'Leave without saving').
 *
 * Contract: a hook cannot render, so it returns `dialog`; the caller MUST render it (anywhere, once).
 * Only a change of pathname is guarded: `?file=` changes within the editor pass freely.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean): { dialog: ReactNode } {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsavedChanges]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );
  const isBlocked = blocker.state === "blocked";

  // Saved meanwhile (or the guard was lifted): nothing is lost any more, so let the navigation go.
  useEffect(() => {
    if (isBlocked && !hasUnsavedChanges) blocker.proceed();
  }, [isBlocked, hasUnsavedChanges, blocker]);

  const dialog = isBlocked && hasUnsavedChanges && (
    <ConfirmDialog
      title="Unsaved changes"
      description="You have unsaved changes. Leave without saving?"
      cancelLabel="Stay"
      action="Leave without saving"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { dialog };
}
