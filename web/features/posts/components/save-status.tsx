import { AlertCircleIcon, CheckIcon, LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SaveState } from "../hooks/use-post-draft";

type Props = { state: SaveState; onRetry: () => void; onResolve: () => void };

/** "Saving…", "Saved", or what stops the saving, read out as it changes. */
export function SaveStatus({ state, onRetry, onResolve }: Props) {
  return (
    <div className="flex min-h-9 items-center gap-2 text-sm text-muted-foreground">
      <p role="status" className="flex items-center gap-1.5">
        {state.kind === "saved" && <CheckIcon className="size-4" aria-hidden="true" />}
        {state.kind === "saving" && <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />}
        {(state.kind === "failed" || state.kind === "conflict") && (
          <AlertCircleIcon className="size-4 text-destructive" aria-hidden="true" />
        )}
        {state.kind === "saved" && "Saved"}
        {state.kind === "saving" && "Saving…"}
        {state.kind === "unsaved" && "Unsaved changes"}
        {state.kind === "failed" && <span title={state.message}>Not saved</span>}
        {state.kind === "conflict" && "Changed elsewhere"}
      </p>
      {state.kind === "failed" && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
      {state.kind === "conflict" && (
        <Button variant="outline" size="sm" onClick={onResolve}>
          Choose a version
        </Button>
      )}
    </div>
  );
}
