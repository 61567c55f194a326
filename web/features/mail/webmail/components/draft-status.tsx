import { CheckIcon, CloudOffIcon, LoaderIcon } from "lucide-react";
import type { DraftState } from "../hooks/use-draft-autosave";

/** Whether what is typed is kept in Drafts: saving, saved, or why not. */
export function DraftStatus({ state }: { state: DraftState }) {
  return (
    <p role="status" className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
      {state.status === "saving" && (
        <>
          <LoaderIcon className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Saving…
        </>
      )}
      {state.status === "saved" && (
        <>
          <CheckIcon className="size-3.5" aria-hidden="true" />
          Saved
        </>
      )}
      {state.status === "error" && (
        <span className="flex items-center gap-1 text-destructive" title={state.message}>
          <CloudOffIcon className="size-3.5" aria-hidden="true" />
          Not saved: {state.message}
        </span>
      )}
    </p>
  );
}
