import { type ReactNode, useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export const LEAVE_MESSAGE = "You have unsaved changes. Leave without saving?";

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

  const dialog = (
    <Dialog open={isBlocked && hasUnsavedChanges} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Unsaved changes</DialogTitle>
          <DialogDescription>{LEAVE_MESSAGE}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()} autoFocus>
            Stay
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
  return { dialog };
}
